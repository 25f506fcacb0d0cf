// limb_abi_call: the test-only ELFv2 trampoline (target //asm:abi_trampoline,
// declared with its C++ helpers in asm/abi_trampoline.h). Never linked into //:limb.
// Prototype (C linkage):
//   uint64_t limb_abi_call(const void* fn, const uint64_t args[8], uint64_t io[64]);
// Calls fn(args[0..7]) (in r3-r10, through CTR with r12 = fn as ELFv2's
// global entry expects) with canaries from io in every callee-saved
// register of the ELFv2 ABI: io[0..17] in r14-r31, io[18..35] in f14-f31,
// io[36..59] in v20-v31 (two words each, lxvd2x order), io[60] in VRSAVE,
// io[61] in CR (all eight fields; only cr2-cr4 must survive), and with XER's
// CA set (a kernel must not assume a carry state on entry). After the call
// it stores those registers back into the same slots, and into io[62] and
// io[63] the differences (after - before, 0 expected) of r1 and r2 (the
// TOC pointer, which a local callee must keep). Returns fn's r3. Restores
// the caller's registers itself, so a broken kernel fails the test
// instead of crashing the harness (unless it moves r1).
// ABI: ELFv2 (ppc64le). In: r3=fn r4=args r5=io. Out: r3.
// Register map: r12/CTR=fn, r11=args before the call, r11=io after it,
// r9/r10/r12 scratch; frame of 544 bytes: back chain at 0, r14-r31 at
// 32..175, f14-f31 at 176..319, v20-v31 at 320..511 (16-byte aligned for
// lvx/stvx), io at 512, VRSAVE at 528, r2 at 24; LR and CR in the caller's frame (16
// and 8 bytes above the entry r1), as ELFv2 reserves them.
// The trampoline itself never uses the TOC (.localentry 1 is right).
// Clobbers: r0, r3-r12, f0-f13, v0-v19, vs0-vs13 upper halves, cr0, cr1,
// cr5-cr7, XER, CTR (all volatile).
// Measured: not timed (test harness).
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && !defined(LIMB_NO_ASM)
  .machine power8
LIMB_ENTRY(limb_abi_call)
  mflr %r0
  std %r0, 16(%r1)
  mfcr %r12
  stw %r12, 8(%r1)
  stdu %r1, -544(%r1)
  .cfi_def_cfa_offset 544
  .cfi_offset 65, 16
  std %r2, 24(%r1)                 // the caller's r2 (TOC save slot)
  std %r14, 32(%r1)
  std %r15, 40(%r1)
  std %r16, 48(%r1)
  std %r17, 56(%r1)
  std %r18, 64(%r1)
  std %r19, 72(%r1)
  std %r20, 80(%r1)
  std %r21, 88(%r1)
  std %r22, 96(%r1)
  std %r23, 104(%r1)
  std %r24, 112(%r1)
  std %r25, 120(%r1)
  std %r26, 128(%r1)
  std %r27, 136(%r1)
  std %r28, 144(%r1)
  std %r29, 152(%r1)
  std %r30, 160(%r1)
  std %r31, 168(%r1)
  stfd %f14, 176(%r1)
  stfd %f15, 184(%r1)
  stfd %f16, 192(%r1)
  stfd %f17, 200(%r1)
  stfd %f18, 208(%r1)
  stfd %f19, 216(%r1)
  stfd %f20, 224(%r1)
  stfd %f21, 232(%r1)
  stfd %f22, 240(%r1)
  stfd %f23, 248(%r1)
  stfd %f24, 256(%r1)
  stfd %f25, 264(%r1)
  stfd %f26, 272(%r1)
  stfd %f27, 280(%r1)
  stfd %f28, 288(%r1)
  stfd %f29, 296(%r1)
  stfd %f30, 304(%r1)
  stfd %f31, 312(%r1)
  li %r12, 320
  stvx %v20, %r1, %r12
  li %r12, 336
  stvx %v21, %r1, %r12
  li %r12, 352
  stvx %v22, %r1, %r12
  li %r12, 368
  stvx %v23, %r1, %r12
  li %r12, 384
  stvx %v24, %r1, %r12
  li %r12, 400
  stvx %v25, %r1, %r12
  li %r12, 416
  stvx %v26, %r1, %r12
  li %r12, 432
  stvx %v27, %r1, %r12
  li %r12, 448
  stvx %v28, %r1, %r12
  li %r12, 464
  stvx %v29, %r1, %r12
  li %r12, 480
  stvx %v30, %r1, %r12
  li %r12, 496
  stvx %v31, %r1, %r12
  mfvrsave %r12
  std %r12, 528(%r1)
  std %r5, 512(%r1)                // io
  std %r1, 496(%r5)                // io[62] = r1 before the call
  std %r2, 504(%r5)                // io[63] = r2 before the call
  mr %r12, %r3                     // fn, for bctrl and for its global entry
  mtctr %r12
  mr %r11, %r4                     // args
  ld %r14, 0(%r5)
  ld %r15, 8(%r5)
  ld %r16, 16(%r5)
  ld %r17, 24(%r5)
  ld %r18, 32(%r5)
  ld %r19, 40(%r5)
  ld %r20, 48(%r5)
  ld %r21, 56(%r5)
  ld %r22, 64(%r5)
  ld %r23, 72(%r5)
  ld %r24, 80(%r5)
  ld %r25, 88(%r5)
  ld %r26, 96(%r5)
  ld %r27, 104(%r5)
  ld %r28, 112(%r5)
  ld %r29, 120(%r5)
  ld %r30, 128(%r5)
  ld %r31, 136(%r5)
  lfd %f14, 144(%r5)
  lfd %f15, 152(%r5)
  lfd %f16, 160(%r5)
  lfd %f17, 168(%r5)
  lfd %f18, 176(%r5)
  lfd %f19, 184(%r5)
  lfd %f20, 192(%r5)
  lfd %f21, 200(%r5)
  lfd %f22, 208(%r5)
  lfd %f23, 216(%r5)
  lfd %f24, 224(%r5)
  lfd %f25, 232(%r5)
  lfd %f26, 240(%r5)
  lfd %f27, 248(%r5)
  lfd %f28, 256(%r5)
  lfd %f29, 264(%r5)
  lfd %f30, 272(%r5)
  lfd %f31, 280(%r5)
  li %r10, 288
  lxvd2x %vs52, %r5, %r10
  li %r10, 304
  lxvd2x %vs53, %r5, %r10
  li %r10, 320
  lxvd2x %vs54, %r5, %r10
  li %r10, 336
  lxvd2x %vs55, %r5, %r10
  li %r10, 352
  lxvd2x %vs56, %r5, %r10
  li %r10, 368
  lxvd2x %vs57, %r5, %r10
  li %r10, 384
  lxvd2x %vs58, %r5, %r10
  li %r10, 400
  lxvd2x %vs59, %r5, %r10
  li %r10, 416
  lxvd2x %vs60, %r5, %r10
  li %r10, 432
  lxvd2x %vs61, %r5, %r10
  li %r10, 448
  lxvd2x %vs62, %r5, %r10
  li %r10, 464
  lxvd2x %vs63, %r5, %r10
  ld %r10, 480(%r5)
  mtvrsave %r10
  ld %r10, 488(%r5)
  mtcrf 0xff, %r10
  li %r10, -1
  addic %r10, %r10, 1              // CA = 1: hostile entry carry
  ld %r3, 0(%r11)
  ld %r4, 8(%r11)
  ld %r5, 16(%r11)
  ld %r6, 24(%r11)
  ld %r7, 32(%r11)
  ld %r8, 40(%r11)
  ld %r9, 48(%r11)
  ld %r10, 56(%r11)
  bctrl
  ld %r11, 512(%r1)                // io
  std %r14, 0(%r11)
  std %r15, 8(%r11)
  std %r16, 16(%r11)
  std %r17, 24(%r11)
  std %r18, 32(%r11)
  std %r19, 40(%r11)
  std %r20, 48(%r11)
  std %r21, 56(%r11)
  std %r22, 64(%r11)
  std %r23, 72(%r11)
  std %r24, 80(%r11)
  std %r25, 88(%r11)
  std %r26, 96(%r11)
  std %r27, 104(%r11)
  std %r28, 112(%r11)
  std %r29, 120(%r11)
  std %r30, 128(%r11)
  std %r31, 136(%r11)
  stfd %f14, 144(%r11)
  stfd %f15, 152(%r11)
  stfd %f16, 160(%r11)
  stfd %f17, 168(%r11)
  stfd %f18, 176(%r11)
  stfd %f19, 184(%r11)
  stfd %f20, 192(%r11)
  stfd %f21, 200(%r11)
  stfd %f22, 208(%r11)
  stfd %f23, 216(%r11)
  stfd %f24, 224(%r11)
  stfd %f25, 232(%r11)
  stfd %f26, 240(%r11)
  stfd %f27, 248(%r11)
  stfd %f28, 256(%r11)
  stfd %f29, 264(%r11)
  stfd %f30, 272(%r11)
  stfd %f31, 280(%r11)
  li %r10, 288
  stxvd2x %vs52, %r11, %r10
  li %r10, 304
  stxvd2x %vs53, %r11, %r10
  li %r10, 320
  stxvd2x %vs54, %r11, %r10
  li %r10, 336
  stxvd2x %vs55, %r11, %r10
  li %r10, 352
  stxvd2x %vs56, %r11, %r10
  li %r10, 368
  stxvd2x %vs57, %r11, %r10
  li %r10, 384
  stxvd2x %vs58, %r11, %r10
  li %r10, 400
  stxvd2x %vs59, %r11, %r10
  li %r10, 416
  stxvd2x %vs60, %r11, %r10
  li %r10, 432
  stxvd2x %vs61, %r11, %r10
  li %r10, 448
  stxvd2x %vs62, %r11, %r10
  li %r10, 464
  stxvd2x %vs63, %r11, %r10
  mfvrsave %r10
  std %r10, 480(%r11)
  mfcr %r10
  std %r10, 488(%r11)
  ld %r10, 496(%r11)
  subf %r10, %r10, %r1
  std %r10, 496(%r11)              // io[62] = r1 after - r1 before
  ld %r10, 504(%r11)
  subf %r10, %r10, %r2
  std %r10, 504(%r11)              // io[63] = r2 after - r2 before
  ld %r14, 32(%r1)
  ld %r15, 40(%r1)
  ld %r16, 48(%r1)
  ld %r17, 56(%r1)
  ld %r18, 64(%r1)
  ld %r19, 72(%r1)
  ld %r20, 80(%r1)
  ld %r21, 88(%r1)
  ld %r22, 96(%r1)
  ld %r23, 104(%r1)
  ld %r24, 112(%r1)
  ld %r25, 120(%r1)
  ld %r26, 128(%r1)
  ld %r27, 136(%r1)
  ld %r28, 144(%r1)
  ld %r29, 152(%r1)
  ld %r30, 160(%r1)
  ld %r31, 168(%r1)
  lfd %f14, 176(%r1)
  lfd %f15, 184(%r1)
  lfd %f16, 192(%r1)
  lfd %f17, 200(%r1)
  lfd %f18, 208(%r1)
  lfd %f19, 216(%r1)
  lfd %f20, 224(%r1)
  lfd %f21, 232(%r1)
  lfd %f22, 240(%r1)
  lfd %f23, 248(%r1)
  lfd %f24, 256(%r1)
  lfd %f25, 264(%r1)
  lfd %f26, 272(%r1)
  lfd %f27, 280(%r1)
  lfd %f28, 288(%r1)
  lfd %f29, 296(%r1)
  lfd %f30, 304(%r1)
  lfd %f31, 312(%r1)
  li %r12, 320
  lvx %v20, %r1, %r12
  li %r12, 336
  lvx %v21, %r1, %r12
  li %r12, 352
  lvx %v22, %r1, %r12
  li %r12, 368
  lvx %v23, %r1, %r12
  li %r12, 384
  lvx %v24, %r1, %r12
  li %r12, 400
  lvx %v25, %r1, %r12
  li %r12, 416
  lvx %v26, %r1, %r12
  li %r12, 432
  lvx %v27, %r1, %r12
  li %r12, 448
  lvx %v28, %r1, %r12
  li %r12, 464
  lvx %v29, %r1, %r12
  li %r12, 480
  lvx %v30, %r1, %r12
  li %r12, 496
  lvx %v31, %r1, %r12
  ld %r12, 528(%r1)
  mtvrsave %r12
  ld %r2, 24(%r1)                  // the caller's r2, whatever fn did
  addi %r1, %r1, 544
  .cfi_def_cfa_offset 0
  ld %r0, 16(%r1)
  mtlr %r0
  lwz %r12, 8(%r1)
  mtcrf 0x38, %r12                 // the caller's cr2-cr4
  blr
LIMB_END(limb_abi_call)
#endif  // defined(__powerpc64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
