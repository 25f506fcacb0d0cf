// limb_chacha20_abi_call: test-only trampoline for chacha20_test.cc's ABI test.
// Never linked into //:limb.
// Prototype: void limb_chacha20_abi_call(const void* fn, const uint64_t args[5], uint64_t out[8]);
// Contract: calls fn(args[0], ..., args[4]) (rdi rsi rdx rcx r8) with canary values in
// every SysV callee-saved register (rbx rbp r12 r13 r14 r15) and with CF set.
// Afterwards it stores those six registers in out[0..5], the change of rsp
// across the call in out[6] (0 expected) and RFLAGS in out[7] (DF, bit 10,
// must be clear), then restores the caller's registers and clears DF.
// ABI: SysV AMD64. In: rdi=fn rsi=args rdx=out. Out: none.
// Register map: r11=fn, r10=args; the out pointer is the last push, so it is
//   at (%rsp) after the call if the callee kept rsp.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers restored.
// Strategy: 6 pushes + the out pointer make rsp 16-byte aligned for the call.
// Measured: not timed (test harness).
#include "asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_chacha20_abi_call)
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %rbx, 0
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %rbp, 0
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %r12, 0
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %r13, 0
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %r14, 0
	pushq	%r15
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %r15, 0
	pushq	%rdx	// out (entry rsp is 8 mod 16; after 7 pushes it is 0 mod 16)
	.cfi_adjust_cfa_offset 8
	movq	%rdi, %r11
	movq	%rsi, %r10
	movq	%rsp, 48(%rdx)	// out[6] = rsp before the call
	movabsq	$0x5a5a5a5a5a5a5a01, %rbx
	movabsq	$0x5a5a5a5a5a5a5a02, %rbp
	movabsq	$0x5a5a5a5a5a5a5a03, %r12
	movabsq	$0x5a5a5a5a5a5a5a04, %r13
	movabsq	$0x5a5a5a5a5a5a5a05, %r14
	movabsq	$0x5a5a5a5a5a5a5a06, %r15
	movq	0(%r10), %rdi
	movq	8(%r10), %rsi
	movq	16(%r10), %rdx
	movq	24(%r10), %rcx
	movq	32(%r10), %r8
	stc	// CF set on entry: a kernel must not assume any flag state
	call	*%r11
	pushfq
	popq	%rcx	// RFLAGS after the call
	movq	(%rsp), %rdx	// out
	movq	%rbx, 0(%rdx)
	movq	%rbp, 8(%rdx)
	movq	%r12, 16(%rdx)
	movq	%r13, 24(%rdx)
	movq	%r14, 32(%rdx)
	movq	%r15, 40(%rdx)
	movq	%rsp, %rax
	subq	48(%rdx), %rax
	movq	%rax, 48(%rdx)	// out[6] = rsp after - rsp before
	movq	%rcx, 56(%rdx)
	cld
	popq	%rdx
	.cfi_adjust_cfa_offset -8
	popq	%r15
	.cfi_adjust_cfa_offset -8
	.cfi_restore %r15
	popq	%r14
	.cfi_adjust_cfa_offset -8
	.cfi_restore %r14
	popq	%r13
	.cfi_adjust_cfa_offset -8
	.cfi_restore %r13
	popq	%r12
	.cfi_adjust_cfa_offset -8
	.cfi_restore %r12
	popq	%rbp
	.cfi_adjust_cfa_offset -8
	.cfi_restore %rbp
	popq	%rbx
	.cfi_adjust_cfa_offset -8
	.cfi_restore %rbx
	ret
LIMB_END(limb_chacha20_abi_call)

#endif  // __x86_64__ && !LIMB_NO_ASM

LIMB_GNU_STACK
