// The x86-64, aarch64 and ppc64le Poly1305 block kernels (asm/x86_64/poly1305_*.S,
// asm/aarch64/poly1305_*.S, asm/ppc64le/poly1305_ppc64le.S), C linkage:
// one list of prototypes for the dispatch (poly1305_dispatch.cc) and the
// tests. limb_poly1305_blocks_mulx computes poly1305_blocks_g (poly1305_internal.h)
// with BMI2; limb_poly1305_blocks_ifma is the 8-way radix-2^44 AVX-512 IFMA
// loop over the powers r^1..r^8 and limb_poly1305_blocks_avx2 the 4-way
// radix-2^26 AVX2 loop over r^1..r^4 that poly1305_x86_64.cc prepares. Declared
// only where they are built: x86-64 without LIMB_NO_ASM.
#ifndef LIMB_SYMMETRIC_POLY1305_POLY1305_ASM_H_
#define LIMB_SYMMETRIC_POLY1305_POLY1305_ASM_H_

#include <cstddef>
#include <cstdint>

#include "limb/symmetric/poly1305/poly1305.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_POLY1305_X86_64 1
namespace limb {
extern "C" void limb_poly1305_blocks_mulx(Poly1305State* st, const uint8_t* in, size_t nblocks,
                                          uint64_t hibit);
extern "C" void limb_poly1305_blocks_ifma(uint64_t acc[3], const uint8_t* in, size_t nblocks,
                                          const uint64_t* powers, uint64_t hibit);
extern "C" void limb_poly1305_blocks_avx2(uint64_t acc[5], const uint8_t* in, size_t nblocks,
                                          const uint64_t* powers, uint64_t hibit);
// poly1305_x86_64.cc: the tables' blocks entries (Poly1305Kernels::blocks).
// Mulx needs BMI2; Ifma needs BMI2, AVX-512F/VL and IFMA; Avx2 needs BMI2 and AVX2.
void Poly1305MulxBlocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit);
void Poly1305IfmaBlocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit);
void Poly1305Avx2Blocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit);
}  // namespace limb
#endif

// The ppc64le scalar kernel (asm/ppc64le/poly1305_ppc64le.S): poly1305_blocks_g
// with mulld/mulhdu, on every ppc64le CPU; and the POWER9 vector kernel
// (asm/ppc64le/poly1305_power9.S): 4 blocks an iteration in radix 2^44 with
// vmsumudm over the powers r^1..r^4 that poly1305_ppc64le.cc prepares (ISA 3.0:
// traps on POWER8). Declared only where they are built.
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
#define LIMB_POLY1305_PPC64LE 1
namespace limb {
extern "C" void limb_poly1305_blocks_ppc64le(Poly1305State* st, const uint8_t* in, size_t nblocks,
                                             uint64_t hibit);
extern "C" void limb_poly1305_blocks_power9(uint64_t acc[3], const uint8_t* in, size_t nblocks,
                                            const uint64_t* powers, uint64_t hibit);
// poly1305_ppc64le.cc: the ppc64le tables' blocks entries (Poly1305Kernels::blocks).
// Power9 needs cpu.power9.
void Poly1305Ppc64leBlocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit);
void Poly1305Power9Blocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit);
// Poly1305State::pow_ready once Poly1305Power9Blocks has filled st->pow (the
// layout in poly1305_power9.S). Distinct from every other architecture's tag
// (x86-64: 1 and 2), so a state never trusts another kernel's layout.
inline constexpr uint64_t kPoly1305PowPower9 = 0x5039;  // "P9"
}  // namespace limb
#endif

// The aarch64 kernels: limb_poly1305_blocks_aarch64 (asm/aarch64/poly1305_aarch64.S)
// computes poly1305_blocks_g with MUL/UMULH on every aarch64 CPU;
// limb_poly1305_blocks_neon (asm/aarch64/poly1305_neon.S) is the 4-lane radix-2^26
// NEON loop over r^1..r^4 that poly1305_aarch64.cc prepares. Declared only where
// they are built.
#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
#define LIMB_POLY1305_AARCH64 1
namespace limb {
extern "C" void limb_poly1305_blocks_aarch64(Poly1305State* st, const uint8_t* in, size_t nblocks,
                                             uint64_t hibit);
extern "C" void limb_poly1305_blocks_neon(uint64_t acc[5], const uint8_t* in, size_t nblocks,
                                          const uint64_t* powers, uint64_t hibit);
// poly1305_aarch64.cc: the aarch64 tables' blocks entries (Poly1305Kernels::blocks).
// Neon needs cpu.neon.
void Poly1305Aarch64Blocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit);
void Poly1305NeonBlocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit);
}  // namespace limb
#endif

#endif  // LIMB_SYMMETRIC_POLY1305_POLY1305_ASM_H_
