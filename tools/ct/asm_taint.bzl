"""asm_ct_static_test: the static constant-time check of linked x86-64 kernels.

valgrind 3.19 cannot run some kernels (SHA-NI raises SIGILL, AVX-512 is not
emulated), so the ctgrind harnesses never execute them. This test runs
asm_taint_check.py over the machine code of `harness` instead: every
non-constant memory load is secret, and no secret may reach an address, a
conditional branch or a division. The negative controls of
asm_taint_controls_x86_64.S must all be flagged first, so a checker that
stops biting fails the test. `symbols` are glob patterns of the kernels to
check; a pattern that matches nothing fails. On a build without x86-64
assembly (noasm, other architectures) the test passes with nothing to check.

    asm_ct_static_test(
        name = "sha256_asm_ct_static_test",
        harness = ":sha256_ct_harness",
        symbols = ["limb_sha256_*"],
    )

The runner is tools/ct/asm_ct_static_test.sh.
"""

_CHECKER = Label("//tools/ct:asm_taint_check.py")
_CONTROLS = Label("//tools/ct:asm_taint_controls")
_RUNNER = Label("//tools/ct:asm_ct_static_test.sh")

def asm_ct_static_test(name, harness, symbols, size = "small", **kwargs):
    native.sh_test(
        name = name,
        size = size,
        srcs = [_RUNNER],
        args = ["$(location %s)" % _CHECKER] + select({
            str(Label("//asm:x86_64_noasm")): ["--no-asm"],
            str(Label("//asm:x86_64")): [
                "$(location %s)" % _CONTROLS,
                "$(location %s)" % harness,
            ] + symbols,
            "//conditions:default": ["--no-asm"],
        }),
        data = [_CHECKER, _CONTROLS, harness],
        **kwargs
    )
