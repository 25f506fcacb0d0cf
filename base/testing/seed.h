// The seed of randomised tests (fixed per test, overridable from the
// environment, printed on failure so that a failing run can be repeated),
// and random values from the generator it seeds.
#ifndef LIMB_BASE_TESTING_SEED_H_
#define LIMB_BASE_TESTING_SEED_H_

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace limb::test {

// TestSeed: the value of the environment variable LIMB_TEST_SEED when it
// is set and non-empty, else default_seed. LIMB_TEST_SEED MUST be a decimal
// number or 0x followed by hex digits, below 2^64; anything else is a test
// failure (ADD_FAILURE), and default_seed is then returned.
uint64_t TestSeed(uint64_t default_seed);

// SeedTrace: "LIMB_TEST_SEED=<seed in decimal>", for SCOPED_TRACE; running
// the test with that setting repeats it.
std::string SeedTrace(uint64_t seed);

// RandomBytes: n bytes, the low byte of one rng() call each, in order.
std::vector<uint8_t> RandomBytes(std::mt19937_64& rng, size_t n);

// Rng: std::mt19937_64 with the draws tests make. Each test's sequence of
// values is fixed by its seed: Next() is one draw, Uniform(n) one draw
// mod n (0 without a draw when n == 0), Bytes(n) is RandomBytes.
class Rng {
 public:
  explicit Rng(uint64_t seed) : g_(seed) {}
  uint64_t Next() { return g_(); }
  size_t Uniform(size_t n) { return n == 0 ? 0 : static_cast<size_t>(g_() % n); }
  std::vector<uint8_t> Bytes(size_t n) { return RandomBytes(g_, n); }

 private:
  std::mt19937_64 g_;
};

}  // namespace limb::test

#endif  // LIMB_BASE_TESTING_SEED_H_
