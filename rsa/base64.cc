// The constant-time base64 codec. See base64_internal.h.
//
// Every character test is range arithmetic on 32-bit words: for c, lo, hi
// below 256, c - lo wraps to a word with its top bit set exactly when c < lo,
// and hi - c exactly when c > hi, so the top bit of (c - lo) | (hi - c) is
// clear exactly when lo <= c <= hi. That bit becomes a Choice (a mask behind
// ValueBarrier), and values are combined with masks, never chosen by a
// branch. The only bits that leave this arithmetic are the ones the header
// names, each through Public() below (an Unpoison under ctgrind).
#include "limb/rsa/base64_internal.h"

namespace limb {
namespace base64 {
namespace {

// InRange: lo <= c <= hi, for c, lo, hi < 256. Constant time.
Choice InRange(uint32_t c, uint32_t lo, uint32_t hi) noexcept {
  return Choice::FromBit(1 ^ (((c - lo) | (hi - c)) >> 31));
}

// AtLeast: v >= k, for v, k < 2^31. Constant time: k - 1 - v is negative
// exactly when v >= k.
uint32_t AtLeast(uint32_t v, uint32_t k) noexcept {
  return static_cast<uint32_t>(Choice::FromBit((k - 1 - v) >> 31).mask());
}

// Public: the one way a character test becomes a branch condition here. The
// callers pass only bits the PEM format makes public (see the header).
bool Public(Choice c) noexcept {
  uint64_t m = c.mask();
  Unpoison(&m, sizeof(m));
  return Choice::FromMask(m).Declassify();
}

}  // namespace

Sextet DecodeChar(uint8_t c) noexcept {
  const uint32_t x = c;
  const Choice upper = InRange(x, 'A', 'Z');
  const Choice lower = InRange(x, 'a', 'z');
  const Choice digit = InRange(x, '0', '9');
  const Choice plus = InRange(x, '+', '+');
  const Choice slash = InRange(x, '/', '/');
  // Each term is masked to zero unless x is in its range; at most one is not.
  const uint64_t v = (upper.mask() & (x - 'A')) | (lower.mask() & (x - 'a' + 26)) |
                     (digit.mask() & (x - '0' + 52)) | (plus.mask() & 62) | (slash.mask() & 63);
  return Sextet{static_cast<uint32_t>(v), upper | lower | digit | plus | slash};
}

char EncodeSextet(uint32_t v) noexcept {
  // 'A' + v for 0..25; then each range starts where the previous one's
  // formula would continue plus a fixed gap:
  //   v >= 26: 'a' - ('A' + 26) = +6       v >= 52: '0' - ('a' + 26) = -75
  //   v >= 62: '+' - ('0' + 10) = -15      v >= 63: '/' - ('+' + 1) = +3
  uint32_t c = 'A' + v;
  c += AtLeast(v, 26) & 6u;
  c += AtLeast(v, 52) & static_cast<uint32_t>(-75);
  c += AtLeast(v, 62) & static_cast<uint32_t>(-15);
  c += AtLeast(v, 63) & 3u;
  return static_cast<char>(c);
}

bool PublicEq(char c, char x) noexcept {
  return Public(Choice::Equal(static_cast<uint8_t>(c), static_cast<uint8_t>(x)));
}

bool PublicIsBlank(char c) noexcept {
  const uint8_t b = static_cast<uint8_t>(c);
  return Public(Choice::Equal(b, ' ') | Choice::Equal(b, '\t') | Choice::Equal(b, '\r'));
}

bool PublicStartsWith(std::string_view s, std::string_view prefix) noexcept {
  if (s.size() < prefix.size()) return false;  // lengths are public
  uint64_t diff = 0;
  for (size_t i = 0; i < prefix.size(); ++i) {
    diff |= static_cast<uint8_t>(s[i] ^ prefix[i]);
  }
  return Public(Choice::IsZero(diff));
}

bool PublicContains(std::string_view s, char x) noexcept {
  Choice found = Choice::False();
  for (char c : s) found |= Choice::Equal(static_cast<uint8_t>(c), static_cast<uint8_t>(x));
  return Public(found);
}

void Encode(std::span<const uint8_t> data, SecretString* out) noexcept {
  out->reserve(out->size() + (data.size() + 2) / 3 * 4);
  size_t i = 0;
  for (; i + 3 <= data.size(); i += 3) {
    const uint32_t v = (uint32_t{data[i]} << 16) | (uint32_t{data[i + 1]} << 8) | data[i + 2];
    out->push_back(EncodeSextet(v >> 18));
    out->push_back(EncodeSextet((v >> 12) & 63));
    out->push_back(EncodeSextet((v >> 6) & 63));
    out->push_back(EncodeSextet(v & 63));
  }
  // The tail's length (data.size() % 3) is public.
  const size_t rest = data.size() - i;
  if (rest == 1) {
    const uint32_t v = uint32_t{data[i]} << 16;
    out->push_back(EncodeSextet(v >> 18));
    out->push_back(EncodeSextet((v >> 12) & 63));
    out->append("==");
  } else if (rest == 2) {
    const uint32_t v = (uint32_t{data[i]} << 16) | (uint32_t{data[i + 1]} << 8);
    out->push_back(EncodeSextet(v >> 18));
    out->push_back(EncodeSextet((v >> 12) & 63));
    out->push_back(EncodeSextet((v >> 6) & 63));
    out->push_back('=');
  }
}

bool Decoder::Push(std::string_view run, size_t off) noexcept {
  for (size_t k = 0; k < run.size(); ++k) {
    const size_t at = off + k;
    if (done_) return Reject(at, "data after base64 padding");
    if (PublicEq(run[k], '=')) {
      // '=' may only fill the last one or two places of a quantum.
      if (count_ < 2) return Reject(at, "misplaced base64 padding");
      ++pad_;
    } else {
      const Sextet s = DecodeChar(static_cast<uint8_t>(run[k]));
      // first_bad_ = at if this is the first bad character (a masked move).
      const Choice first = (!s.valid) & (!seen_bad_);
      first_bad_ = first.Select(at, first_bad_);
      seen_bad_ |= !s.valid;
      // A bad character here is reported before the misplaced one (Reject
      // prefers a secret error at the same offset), as a decoder that
      // checks the alphabet first would.
      if (pad_ != 0) return Reject(at, "misplaced base64 padding");
      acc_ = (acc_ << 6) | s.value;
      last_data_off_ = at;
    }
    if (++count_ == 4) Flush(at);
  }
  return true;
}

void Decoder::Flush(size_t at) noexcept {
  if (pad_ == 0) {  // 24 bits -> 3 bytes
    out_->push_back(static_cast<uint8_t>(acc_ >> 16));
    out_->push_back(static_cast<uint8_t>(acc_ >> 8));
    out_->push_back(static_cast<uint8_t>(acc_));
  } else {
    // pad_ == 1: 18 bits -> 2 bytes + 2 bits that must be zero;
    // pad_ == 2: 12 bits -> 1 byte + 4 bits that must be zero.
    const uint32_t spare = pad_ == 1 ? 0x3 : 0xf;
    pad_bits_zero_ = Choice::IsZero(acc_ & spare);
    pad_bits_off_ = last_data_off_;
    pad_bits_at_ = at;
    const uint32_t bytes = acc_ >> (pad_ == 1 ? 2 : 4);
    if (pad_ == 1) out_->push_back(static_cast<uint8_t>(bytes >> 8));
    out_->push_back(static_cast<uint8_t>(bytes));
    done_ = true;
  }
  acc_ = 0;
  count_ = 0;
  pad_ = 0;
}

bool Decoder::Finish(size_t off) noexcept {
  if (count_ != 0) return Reject(off, "truncated base64");
  if (!Public(seen_bad_ | !pad_bits_zero_)) return true;
  // Some character before off was bad, or the padding bits were not zero:
  // Reject reports that one, never this placeholder.
  return Reject(off, "bad base64");
}

bool Decoder::Reject(size_t off, const char* reason) noexcept {
  // The input is rejected: release which secret error came first, and where
  // (the caller learns exactly that from *err).
  uint64_t seen = seen_bad_.mask(), first = first_bad_, bits = (!pad_bits_zero_).mask();
  Unpoison(&seen, sizeof(seen));
  Unpoison(&first, sizeof(first));
  Unpoison(&bits, sizeof(bits));
  size_t detected = off, report = off;
  const char* why = reason;
  // A padded quantum's bits are detected at its last '='; every character
  // before that has been checked against the alphabet already.
  if (bits != 0 && pad_bits_at_ <= detected) {
    detected = pad_bits_at_;
    report = pad_bits_off_;
    why = "non-zero base64 padding bits";
  }
  if (seen != 0 && first <= detected) {
    report = static_cast<size_t>(first);
    why = "bad base64 character";
  }
  Record(report, why);
  return false;
}

void Decoder::Record(size_t off, const char* reason) noexcept {
  if (err_->reason[0] == '\0') {
    err_->offset = off;
    err_->reason = reason;
  }
}

}  // namespace base64
}  // namespace limb
