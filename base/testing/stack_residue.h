// What an operation leaves in the stack below its caller, for tests of
// WipeStack (base/ct.h): whether that residue depends on the secrets.
#ifndef LIMB_BASE_TESTING_STACK_RESIDUE_H_
#define LIMB_BASE_TESTING_STACK_RESIDUE_H_

#include <cstddef>
#include <functional>
#include <string>

namespace limb::test {

// The region compared: this many bytes below the frame of StackResidueDiff.
inline constexpr size_t kStackResidueBytes = 64 * 1024;

// StackResidueDiff runs op(0) and then op(1), each after filling the stack
// below with a canary, copies what each left in the kStackResidueBytes below,
// and returns the byte offsets (below StackResidueDiff's frame) of the words
// that differ, as " 512 520 ...", or "" if the two residues are identical.
// op(s) must run the operation on secret set s with everything public the
// same both times: the same objects (so the same pointers), sizes and
// public inputs; then a difference is a secret-dependent value left behind.
// Meaningful in optimised builds only: sanitizer builds lay frames out
// differently (tag such tests "stack_layout", see .bazelrc).
std::string StackResidueDiff(const std::function<void(int)>& op);

}  // namespace limb::test

#endif  // LIMB_BASE_TESTING_STACK_RESIDUE_H_
