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
#include <array>
#include <cstring>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_asm.h"  // defines LIMB_CHACHA20_X86_64 where built
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {

namespace {

// The twin does one block at a time, so buffering 4 blocks costs 4 block
// computations: enough to cover short calls without wasting much.
constexpr ChaCha20Kernels kGeneric = {
    .name = "generic", .blocks = chacha20_blocks_g, .buffer_blocks = 4};

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
// (SIMD add/xor/rotate take 2 cycles on Zen 5), about 30% faster than a
// row-vector kernel. Measured: chacha_bench limb/ChaCha20/64. The AVX tables
// enter it through VZEROUPPER
// (limb_chacha20_block1_x86_64_avx), so they return with the upper state clean.
// Exception: x86_64_avx512_256 (Zen 4) sends a lone block to the AVX2 row
// kernel, which measured faster there (Avx512Blocks above).
constexpr ChaCha20Kernels kSsse3 = {
    .name = "x86_64_ssse3",
    .blocks = WideBlocks<limb_chacha20_blocks_ssse3, 4, limb_chacha20_block1_x86_64>,
    .buffer_blocks = 4};
// A short stream's first refill makes 4 blocks (one row-kernel call), the
// next ones 16 and then 32 (ChaCha20::Refill).
constexpr ChaCha20Kernels kAvx2 = {.name = "x86_64_avx2", .blocks = Avx2Blocks, .buffer_blocks = 4};
// A 16-block group costs about as much as one block alone (throughput versus
// latency), so short calls buffer a whole group.
constexpr ChaCha20Kernels kAvx512 = {
    .name = "x86_64_avx512", .blocks = Avx512Blocks<false>, .buffer_blocks = 16};
// CPUs that execute AVX-512 at half width (cpu.avx512_fullwidth false: Zen
// 4). A short stream's first refill makes 4 blocks (one row-kernel call); the
// next ones make 16 and then 32 (ChaCha20::Refill).
constexpr ChaCha20Kernels kAvx512Half = {
    .name = "x86_64_avx512_256", .blocks = Avx512Blocks<true>, .buffer_blocks = 4};

bool HasSsse3(const CpuFeatures& f) noexcept { return f.ssse3; }
bool HasAvx2(const CpuFeatures& f) noexcept { return f.avx2; }
bool HasAvx512(const CpuFeatures& f) noexcept { return f.avx512f && f.avx512bw && f.avx512vl; }
bool FullWidth(const CpuFeatures& f) noexcept { return f.avx512_fullwidth; }

// Best first. Both AVX-512 tables run (and are tested) on every AVX-512
// CPU; the full-width one is chosen only where zmm operations run at full
// width.
constexpr std::array kRows = {
    KernelRow<ChaCha20Kernels>{&kAvx512, HasAvx512, FullWidth},
    KernelRow<ChaCha20Kernels>{&kAvx512Half, HasAvx512},
    KernelRow<ChaCha20Kernels>{&kAvx2, HasAvx2},
    KernelRow<ChaCha20Kernels>{&kSsse3, HasSsse3},
};
#else
constexpr std::array<KernelRow<ChaCha20Kernels>, 0> kRows{};
#endif

constinit const KernelRegistry<ChaCha20Kernels, kRows.size()> kRegistry(&kGeneric, kRows);

}  // namespace

const ChaCha20Kernels& GenericChaCha20Kernels() noexcept { return kRegistry.Generic(); }

const ChaCha20Kernels& ChaCha20KernelsFor(const CpuFeatures& f) noexcept {
  return kRegistry.For(f);
}

const ChaCha20Kernels& ActiveChaCha20Kernels() noexcept { return kRegistry.Active(); }

std::span<const ChaCha20Kernels* const> AllChaCha20Kernels() noexcept { return kRegistry.All(); }

const char* ExpectedChaCha20KernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

}  // namespace limb
