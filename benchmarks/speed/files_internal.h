// The speed tool's files: where its outputs go, writing them, and finding a
// program on $PATH.
#ifndef LIMB_BENCHMARKS_SPEED_FILES_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_FILES_INTERNAL_H_

#include <string>

namespace limb::speed {

// ResolveOutputPath: a relative path under `bazel run` (which sets
// BUILD_WORKING_DIRECTORY) is taken relative to the directory bazel was run
// from; any other path is returned unchanged.
std::string ResolveOutputPath(const std::string& path);

// WriteFile replaces path's contents; on failure returns false with *error
// naming the file and the reason.
bool WriteFile(const std::string& path, const std::string& contents, std::string* error);

// FindInPath returns the full path of an executable on $PATH, or "".
std::string FindInPath(const std::string& program);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_FILES_INTERNAL_H_
