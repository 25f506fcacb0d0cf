// The x86-64, aarch64 and ppc64le ChaCha20 block kernels (asm/x86_64/chacha20_*.S,
// asm/aarch64/chacha20_neon.S, asm/ppc64le/chacha20_power8.S), C linkage:
// one list of prototypes for the dispatch (chacha20_dispatch.cc), the tests
// and the ABI checker. Each computes ChaCha20Kernels::blocks (chacha20_internal.h)
// with a non-null `in`, for the block counts its .S header states, and
// needs the features named in its suffix (block1_x86_64: none). Declared
// only where they are built: their architecture without LIMB_NO_ASM.
#ifndef LIMB_SYMMETRIC_CHACHA20_CHACHA20_ASM_H_
#define LIMB_SYMMETRIC_CHACHA20_CHACHA20_ASM_H_

#include <cstddef>
#include <cstdint>

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
void limb_chacha20_rows_avx2(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                             const uint32_t counter_nonce[4]) noexcept;
}  // extern "C"

namespace limb {
// chacha20_x86_64.cc: the x86-64 tables' blocks entries, the full contract
// of ChaCha20Kernels::blocks on top of the kernels above. Each needs the
// features of its table (chacha20_dispatch.cc).
void ChaCha20Ssse3Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                         const uint32_t counter_nonce[4]) noexcept;
void ChaCha20Avx2Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                        const uint32_t counter_nonce[4]) noexcept;
void ChaCha20Avx512Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                          const uint32_t counter_nonce[4]) noexcept;
void ChaCha20Avx512HalfBlocks(uint8_t* out, const uint8_t* in, size_t nblocks,
                              const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
}  // namespace limb
#endif

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
#define LIMB_CHACHA20_AARCH64 1
extern "C" {
// Both need NEON (Advanced SIMD) and take any nblocks: blocks_neon four
// blocks at a time, block1_neon one at a time.
void limb_chacha20_blocks_neon(uint8_t* out, const uint8_t* in, size_t nblocks,
                               const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_block1_neon(uint8_t* out, const uint8_t* in, size_t nblocks,
                               const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
}  // extern "C"

namespace limb {
// chacha20_aarch64.cc: the aarch64_neon table's blocks entry, the full
// contract of ChaCha20Kernels::blocks on top of the kernels above. Needs NEON.
void ChaCha20NeonBlocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                        const uint32_t counter_nonce[4]) noexcept;
}  // namespace limb
#endif

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
#define LIMB_CHACHA20_PPC64LE 1
extern "C" {
// Both need POWER8 (ISA 2.07 VSX, vpermxor). blocks_power8 takes any nblocks,
// four blocks at a time (a partial group stores only the blocks that exist);
// rows_power8 takes nblocks <= 3, each block in the horizontal layout.
void limb_chacha20_blocks_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
                                 const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
void limb_chacha20_rows_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
                               const uint32_t key[8], const uint32_t counter_nonce[4]) noexcept;
}  // extern "C"

namespace limb {
// chacha20_ppc64le.cc: the ppc64le_power8 table's blocks entry, the full
// contract of ChaCha20Kernels::blocks on top of the kernels above. Needs POWER8.
void ChaCha20Power8Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                          const uint32_t counter_nonce[4]) noexcept;
}  // namespace limb
#endif

#endif  // LIMB_SYMMETRIC_CHACHA20_CHACHA20_ASM_H_
