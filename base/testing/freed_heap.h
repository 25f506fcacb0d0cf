// What freed heap blocks still hold: a test that links this library (it
// replaces every global operator delete) can ask whether any block released
// through operator delete while the scanner was armed held a secret.
//
// Patterns are 8-byte windows: AddSecret registers every window (at every
// byte offset) of a secret's bytes, so a copy of the secret at any alignment
// inside a block matches at one of the block's 8-aligned words as soon as 15
// contiguous bytes of it survive. Windows that are trivially common are not
// registered: 0, all-ones, and any window with more than two 0x00 or more
// than two 0xff bytes (the leading zeros of a fixed-width field, small
// integers, masks), which random secret bytes produce with probability
// below 2^-20 per window.
//
// Not for sanitizer builds: ASan brings its own operator delete (tag such
// tests "heap_hook", see .bazelrc).
#ifndef LIMB_BASE_TESTING_FREED_HEAP_H_
#define LIMB_BASE_TESTING_FREED_HEAP_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace limb::test {

// FreedHeap: one process-wide scanner. Call everything from one thread,
// with the scanner disarmed unless stated.
class FreedHeap {
 public:
  // AddSecret registers the windows of bytes under name (copied; at most
  // 200 names). AddBigEndian registers a big-endian integer's bytes and its
  // little-endian form (the byte-reversed string, zero padded to whole
  // words: how Nat, Residue and Modulus hold it in memory).
  static void AddSecret(const std::string& name, std::span<const uint8_t> bytes);
  static void AddBigEndian(const std::string& name, std::span<const uint8_t> be);
  // AddWords: little-endian words as they lie in memory.
  static void AddWords(const std::string& name, std::span<const uint64_t> words);
  static void ClearSecrets();
  static size_t num_patterns();

  // Arm: from now on every block released through operator delete is
  // scanned, and a hit is recorded under phase (copied). Disarm stops.
  static void Arm(const std::string& phase);
  static void Disarm();

  // StartLog / ScanLog: for secrets made inside the phase (key generation):
  // while logging, freed blocks are copied to a log instead of scanned;
  // ScanLog (disarmed, after the secrets are registered) scans the copies
  // as if they had been scanned when freed, under phase. Returns false if
  // the log overflowed (the phase is then not fully checked).
  static void StartLog(const std::string& phase);
  static bool ScanLog();
  static size_t logged_bytes();

  // TakeReport: the hits since the last call, one line each ("phase: name
  // in a freed block of N bytes at offset K"), at most 40 lines plus a
  // count of the rest; "" when there were none.
  static std::string TakeReport();
  // scanned_blocks: how many blocks were scanned (or logged) since Arm or
  // StartLog, so a test can show its phases did free memory.
  static size_t scanned_blocks();
};

// OnFree: the hook's entry (the replaced operator delete calls it).
void OnFree(void* p, size_t n) noexcept;

}  // namespace limb::test

#endif  // LIMB_BASE_TESTING_FREED_HEAP_H_
