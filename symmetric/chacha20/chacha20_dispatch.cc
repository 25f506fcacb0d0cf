// Chooses one ChaCha20Kernels table per process, from the CPU's features
// capped by LIMB_CPU, and enumerates every table this CPU can run.
//
// The x86-64 tables run the entries of chacha20_x86_64.cc, which give the
// assembly kernels (asm/x86_64/chacha20_*.S) the full contract of
// ChaCha20Kernels::blocks and split the work between them by cost.
// The aarch64 table runs the entry of chacha20_aarch64.cc over the NEON
// kernels (asm/aarch64/chacha20_neon.S), the ppc64le table the entry of
// chacha20_ppc64le.cc over the POWER8 kernels (asm/ppc64le/chacha20_power8.S).
// The counter policy (no wrap) is enforced above, in chacha20.cc, so every
// table behaves identically.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_asm.h"  // LIMB_CHACHA20_<arch> where built
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {

namespace {

// The twin does one block at a time, so buffering 4 blocks costs 4 block
// computations: enough to cover short calls without wasting much.
constexpr ChaCha20Kernels kGeneric = {
    .name = "generic", .blocks = chacha20_blocks_g, .buffer_blocks = 4};

#ifdef LIMB_CHACHA20_X86_64
// Lone blocks go to the general-purpose-register kernel: one block is a
// latency problem, and its 12-step chain per round runs on 1-cycle ALU ops
// (SIMD add/xor/rotate take 2 cycles on Zen 5), about 30% faster than a
// row-vector kernel. Measured: chacha_bench limb/ChaCha20/64. The AVX tables
// enter it through VZEROUPPER
// (limb_chacha20_block1_x86_64_avx), so they return with the upper state clean.
// Exception: x86_64_avx512_256 (Zen 4) sends a lone block to the AVX2 row
// kernel, which measured faster there (chacha20_x86_64.cc).
constexpr ChaCha20Kernels kSsse3 = {
    .name = "x86_64_ssse3", .blocks = ChaCha20Ssse3Blocks, .buffer_blocks = 4};
// A short stream's first refill makes 4 blocks (one row-kernel call), the
// next ones 16 and then 32 (ChaCha20::Refill).
constexpr ChaCha20Kernels kAvx2 = {
    .name = "x86_64_avx2", .blocks = ChaCha20Avx2Blocks, .buffer_blocks = 4};
// A 16-block group costs about as much as one block alone (throughput versus
// latency), so short calls buffer a whole group.
constexpr ChaCha20Kernels kAvx512 = {
    .name = "x86_64_avx512", .blocks = ChaCha20Avx512Blocks, .buffer_blocks = 16};
// CPUs that execute AVX-512 at half width (cpu.avx512_fullwidth false: Zen
// 4). A short stream's first refill makes 4 blocks (one row-kernel call); the
// next ones make 16 and then 32 (ChaCha20::Refill).
constexpr ChaCha20Kernels kAvx512Half = {
    .name = "x86_64_avx512_256", .blocks = ChaCha20Avx512HalfBlocks, .buffer_blocks = 4};

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
#elif defined(LIMB_CHACHA20_AARCH64)
// Four blocks per 4-block kernel call, so short calls buffer one group.
constexpr ChaCha20Kernels kNeon = {
    .name = "aarch64_neon", .blocks = ChaCha20NeonBlocks, .buffer_blocks = 4};

bool HasNeon(const CpuFeatures& f) noexcept { return f.neon; }

constexpr std::array kRows = {
    KernelRow<ChaCha20Kernels>{&kNeon, HasNeon},
};
#elif defined(LIMB_CHACHA20_PPC64LE)
// Four blocks per kernel call, so short calls buffer one group.
constexpr ChaCha20Kernels kPower8 = {
    .name = "ppc64le_power8", .blocks = ChaCha20Power8Blocks, .buffer_blocks = 4};

bool HasPower8(const CpuFeatures& f) noexcept { return f.power8; }

constexpr std::array kRows = {
    KernelRow<ChaCha20Kernels>{&kPower8, HasPower8},
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
