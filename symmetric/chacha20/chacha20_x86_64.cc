// The x86-64 ChaCha20 table entries: each gives the assembly kernels
// (asm/x86_64/chacha20_*.S), which take a non-null input, the full contract
// of ChaCha20Kernels::blocks (null in = raw keystream; chacha20_internal.h)
// and splits the blocks between the wide kernels, the row kernels (a few
// blocks, one 128-bit lane each) and the one-block kernel by what each
// costs.
#include "limb/symmetric/chacha20/chacha20_asm.h"  // defines LIMB_CHACHA20_X86_64 where built

#ifdef LIMB_CHACHA20_X86_64
#include <cstring>

#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {
namespace {

using AsmKernel = void (*)(uint8_t*, const uint8_t*, size_t, const uint32_t*,
                           const uint32_t*) noexcept;

// The input of a wrapper's kernels: in, or for a raw keystream (in == null)
// out filled with zeros, which the kernels then encrypt in place.
const uint8_t* InputOrZeros(uint8_t* out, const uint8_t* in, size_t nblocks) noexcept {
  if (in != nullptr) return in;
  std::memset(out, 0, nblocks * kChaCha20BlockSize);
  return out;
}

// Blocks [done, nblocks) of a call: their counter_nonce. No wrap: the caller
// guarantees counter_nonce[0] + nblocks <= 2^32.
struct Advanced {
  Advanced(const uint32_t counter_nonce[4], size_t done)
      : cn{counter_nonce[0] + static_cast<uint32_t>(done), counter_nonce[1], counter_nonce[2],
           counter_nonce[3]} {}
  uint32_t cn[4];
};

// Runs `wide` (groups of `width` blocks, a partial last group allowed) on
// nblocks, except that a final lone block goes to the one-block kernel
// `one`, which costs a fraction of a wide group.
template <AsmKernel wide, size_t width, AsmKernel one>
void WideBlocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                const uint32_t counter_nonce[4]) noexcept {
  if (nblocks == 0) return;
  in = InputOrZeros(out, in, nblocks);
  if (nblocks % width != 1) {
    wide(out, in, nblocks, key, counter_nonce);
    return;
  }
  const size_t head = nblocks - 1;
  if (head > 0) wide(out, in, head, key, counter_nonce);
  const Advanced a(counter_nonce, head);
  one(out + head * kChaCha20BlockSize, in + head * kChaCha20BlockSize, 1, key, a.cn);
}

// AVX-512: runs of 32 blocks go to the two-group kernel (twice the
// independent work per instruction step), the rest to the 16-block kernel, a
// lone block to the general-purpose-register kernel (chacha20_dispatch.cc
// says why).
// With rows = true (the x86_64_avx512_256 table, half-width AVX-512: Zen 4)
// the rest is split by cost instead: 1-2 blocks by the AVX2 row kernel, 3-8
// by the AVX-512 row kernel, 9-16 by the 16-block kernel, 17-31 as 16 plus
// the rest. Measured: chacha_bench limb/ChaCha20/<bytes> with
// LIMB_CPU=avx512; per-call costs in benchmarks/RESULTS.md,
// "chacha20_x86_64.cc".
template <bool rows>
void Avx512Split(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                 const uint32_t counter_nonce[4]) noexcept {
  if (nblocks == 0) return;
  in = InputOrZeros(out, in, nblocks);
  size_t done = nblocks & ~size_t{31};
  if (done > 0) limb_chacha20_blocks32_avx512(out, in, done, key, counter_nonce);
  if (rows && nblocks - done > 16) {
    const Advanced a(counter_nonce, done);
    limb_chacha20_blocks_avx512(out + done * kChaCha20BlockSize, in + done * kChaCha20BlockSize, 16,
                                key, a.cn);
    done += 16;
  }
  const size_t rest = nblocks - done;
  if (rest == 0) return;
  const Advanced a(counter_nonce, done);
  out += done * kChaCha20BlockSize;
  in += done * kChaCha20BlockSize;
  if (rows && rest <= 2) {
    limb_chacha20_rows_avx2(out, in, rest, key, a.cn);
  } else if (rows && rest <= 8) {
    limb_chacha20_rows_avx512(out, in, rest, key, a.cn);
  } else if (rest == 1) {
    limb_chacha20_block1_x86_64_avx(out, in, 1, key, a.cn);
  } else {
    limb_chacha20_blocks_avx512(out, in, rest, key, a.cn);
  }
}

// AVX2: whole groups of 8 to the 8-block kernel; of the rest, a lone block to
// the GPR kernel, 2-4 blocks to the row kernel, 5-7 to the
// 8-block kernel (a partial group), by cost (benchmarks/RESULTS.md,
// "chacha20_x86_64.cc").
void Avx2Rest(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
              const uint32_t counter_nonce[4]) noexcept {
  if (nblocks == 0) return;
  in = InputOrZeros(out, in, nblocks);
  const size_t done = nblocks & ~size_t{7};
  if (done > 0) limb_chacha20_blocks_avx2(out, in, done, key, counter_nonce);
  const size_t rest = nblocks - done;
  if (rest == 0) return;
  const Advanced a(counter_nonce, done);
  out += done * kChaCha20BlockSize;
  in += done * kChaCha20BlockSize;
  if (rest == 1) {
    limb_chacha20_block1_x86_64_avx(out, in, 1, key, a.cn);
  } else if (rest <= 4) {
    limb_chacha20_rows_avx2(out, in, rest, key, a.cn);
  } else {
    limb_chacha20_blocks_avx2(out, in, rest, key, a.cn);
  }
}

}  // namespace

void ChaCha20Ssse3Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                         const uint32_t counter_nonce[4]) noexcept {
  WideBlocks<limb_chacha20_blocks_ssse3, 4, limb_chacha20_block1_x86_64>(out, in, nblocks, key,
                                                                         counter_nonce);
}

void ChaCha20Avx2Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                        const uint32_t counter_nonce[4]) noexcept {
  Avx2Rest(out, in, nblocks, key, counter_nonce);
}

void ChaCha20Avx512Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                          const uint32_t counter_nonce[4]) noexcept {
  Avx512Split<false>(out, in, nblocks, key, counter_nonce);
}

void ChaCha20Avx512HalfBlocks(uint8_t* out, const uint8_t* in, size_t nblocks,
                              const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept {
  Avx512Split<true>(out, in, nblocks, key, counter_nonce);
}

}  // namespace limb

#endif  // LIMB_CHACHA20_X86_64
