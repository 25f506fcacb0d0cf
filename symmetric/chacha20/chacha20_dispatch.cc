// Chooses one ChaCha20Kernels table per process, from the CPU's features
// capped by LIMB_CPU, and enumerates every table this CPU can run.
//
// The x86-64 assembly kernels (asm/x86_64/chacha20_*.S) take a non-null
// input; the wrappers here give every table the full contract of
// ChaCha20Kernels::blocks (null in = raw keystream) and split the work
// between the wide kernels, the row kernels (a few blocks, one 128-bit lane
// each) and the one-block kernel by what each costs (measured below).
// The counter policy (no wrap) is enforced above, in chacha20.cc, so every
// table behaves identically.
#include <cstring>

#include "asm/cpu.h"
#include "symmetric/chacha20/chacha20.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_CHACHA20_X86_64 1
extern "C" {
void limb_chacha20_blocks_ssse3(uint8_t* out, const uint8_t* in, size_t nblocks,
                                const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_block1_x86_64(uint8_t* out, const uint8_t* in, size_t nblocks,
                                 const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_block1_x86_64_avx(uint8_t* out, const uint8_t* in, size_t nblocks,
                                     const uint32_t key[8],
                                     const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_blocks_avx2(uint8_t* out, const uint8_t* in, size_t nblocks,
                               const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_blocks_avx512(uint8_t* out, const uint8_t* in, size_t nblocks,
                                 const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_blocks32_avx512(uint8_t* out, const uint8_t* in, size_t nblocks,
                                   const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_rows_avx512(uint8_t* out, const uint8_t* in, size_t nblocks,
                               const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_rows_avx2(uint8_t* out, const uint8_t* in, size_t nblocks,
                             const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
}
#endif

namespace limb {

const ChaCha20Kernels& GenericChaCha20Kernels() noexcept {
  // The twin does one block at a time, so buffering 4 blocks costs 4 block
  // computations: enough to cover short calls without wasting much.
  static const ChaCha20Kernels k = {"generic", chacha20_blocks_g, 4};
  return k;
}

namespace {

#ifdef LIMB_CHACHA20_X86_64
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
// independent work per instruction step: about 1.5x the 16-block kernel's
// throughput on Zen 5), the rest to the 16-block kernel, a lone block to the
// general-purpose-register kernel (see kSsse3 below).
// With rows = true (the x86_64_avx512_256 table, half-width AVX-512: Zen 4)
// the rest is split by cost instead, measured on Zen 4 (standalone rdtsc
// harness, TSC ticks per call): 1-2 blocks by the AVX2 row kernel (221-224;
// the GPR kernel takes 244 for one), 3-8 by the AVX-512 row kernel (249 for
// up to 4, 350 for up to 8), 9-16 by the 16-block kernel (~470 for any
// count), and 17-31 as 16 plus the rest.
template <bool rows>
void Avx512Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                  const uint32_t counter_nonce[4]) noexcept {
  if (nblocks == 0) return;
  in = InputOrZeros(out, in, nblocks);
  size_t done = nblocks & ~size_t{31};
  if (done > 0) limb_chacha20_blocks32_avx512(out, in, done, key, counter_nonce);
  if (rows && nblocks - done > 16) {
    const Advanced a(counter_nonce, done);
    limb_chacha20_blocks_avx512(out + done * kChaCha20BlockSize, in + done * kChaCha20BlockSize, 16, key,
                                a.cn);
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
// the GPR kernel (see kSsse3 below), 2-4 blocks to the row kernel, 5-7 to the
// 8-block kernel (a partial group). On Zen 4 (LIMB_CPU=avx2; standalone rdtsc
// harness, TSC ticks per call) the row kernel takes 224 for 2 blocks and
// 273-280 for 3-4, the 8-block kernel ~440 for any count up to 8.
void Avx2Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
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

// Lone blocks go to the general-purpose-register kernel: one block is a
// latency problem, and its 12-step chain per round runs on 1-cycle ALU ops
// (SIMD add/xor/rotate take 2 cycles on Zen 5). Measured (Zen 5, 2026-11-30,
// CPU time, best of 8 interleaved runs of 20000 calls): 76.5 ns per block vs
// 107.9 ns for a row-vector AVX-512VL kernel (vprold) and 137.5 ns for an SSSE3
// one (both removed since). The AVX tables enter it through VZEROUPPER
// (limb_chacha20_block1_x86_64_avx), so they return with the upper state clean.
// Exception: x86_64_avx512_256 (Zen 4) sends a lone block to the AVX2 row
// kernel, which measured faster there (Avx512Blocks above).
const ChaCha20Kernels kSsse3 = {
    "x86_64_ssse3", WideBlocks<limb_chacha20_blocks_ssse3, 4, limb_chacha20_block1_x86_64>, 4};
// A short stream's first refill makes 4 blocks (one row-kernel call), the
// next ones 16 and then 32 (ChaCha20::Refill).
const ChaCha20Kernels kAvx2 = {"x86_64_avx2", Avx2Blocks, 4};
// A 16-block group costs about as much as one block alone (throughput versus
// latency), so short calls buffer a whole group.
const ChaCha20Kernels kAvx512 = {"x86_64_avx512", Avx512Blocks<false>, 16};
// CPUs that execute AVX-512 at half width (cpu.avx512_fullwidth false: Zen
// 4). A short stream's first refill makes 4 blocks (one row-kernel call); the
// next ones make 16 and then 32 (ChaCha20::Refill).
const ChaCha20Kernels kAvx512Half = {"x86_64_avx512_256", Avx512Blocks<true>, 4};

bool HasAvx512(const CpuFeatures& f) { return f.avx512f && f.avx512bw && f.avx512vl; }
#endif

struct Tables {
  const ChaCha20Kernels* all[5];
  size_t count;
};

const Tables& AvailableTables() noexcept {
  static const Tables t = [] {
    Tables r{};
    r.all[r.count++] = &GenericChaCha20Kernels();
#ifdef LIMB_CHACHA20_X86_64
    const CpuFeatures& f = DetectedCpu();
    if (f.asm_allowed) {
      if (f.ssse3) r.all[r.count++] = &kSsse3;
      if (f.avx2) r.all[r.count++] = &kAvx2;
      if (HasAvx512(f)) {
        r.all[r.count++] = &kAvx512;
        r.all[r.count++] = &kAvx512Half;
      }
    }
#endif
    return r;
  }();
  return t;
}

}  // namespace

const ChaCha20Kernels& SelectChaCha20Kernels(const CpuFeatures& f) noexcept {
#ifdef LIMB_CHACHA20_X86_64
  if (f.asm_allowed) {
    if (HasAvx512(f)) return f.avx512_fullwidth ? kAvx512 : kAvx512Half;
    if (f.avx2) return kAvx2;
    if (f.ssse3) return kSsse3;
  }
#endif
  (void)f;
  return GenericChaCha20Kernels();
}

const ChaCha20Kernels& ActiveChaCha20Kernels() noexcept {
  static const ChaCha20Kernels& k = SelectChaCha20Kernels(Cpu());
  return k;
}

std::span<const ChaCha20Kernels* const> AllChaCha20Kernels() noexcept {
  const Tables& t = AvailableTables();
  return {t.all, t.count};
}

}  // namespace limb
