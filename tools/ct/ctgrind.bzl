"""ctgrind_test: a constant-time harness run under valgrind memcheck.

Pattern (see bignum/mont_ct_test.cc): a main() that Poison()s its secrets,
runs the code under test, Unpoison()s only outputs that are public by design
(saying why), checks the results against values computed before poisoning,
and prints a line starting "CT-OK". The binary and everything it links is
built with -DLIMB_CTGRIND (a configuration transition), which turns
base/ct.h's Poison/Unpoison into memcheck client requests: a library's own
Unpoison of a value public by design (a declassified validity check, say)
reaches memcheck as in BoringSSL's constant-time validation build. The same source
built with -DLIMB_CT_NEGATIVE_CONTROL runs deliberately leaky code, once per
entry of `leaks` (passed as argv[1]); memcheck must report each of them.

    ctgrind_test(
        name = "mont_ct_test",
        srcs = ["mont_ct_test.cc"],
        deps = [":mont"],
        leaks = ["branch", "lookup"],
    )

Tagged "ct": sanitizer configs skip these tests (valgrind cannot run ASan
binaries). The runner is tools/ct/ctgrind_test.sh.

ctgrind_binary(name, srcs, deps) is the binary alone (for a harness with its
own runner script), built the same way.
"""

load("//:copts.bzl", "LIMB_COPTS")

def _ctgrind_transition_impl(settings, attr):
    copts = settings["//command_line_option:copt"]
    if "-DLIMB_CTGRIND" in copts:
        return {"//command_line_option:copt": copts}
    return {"//command_line_option:copt": copts + ["-DLIMB_CTGRIND"]}

_ctgrind_transition = transition(
    implementation = _ctgrind_transition_impl,
    inputs = ["//command_line_option:copt"],
    outputs = ["//command_line_option:copt"],
)

def _ctgrind_build_impl(ctx):
    src = ctx.attr.binary[0][DefaultInfo].files_to_run.executable
    out = ctx.actions.declare_file(ctx.label.name)
    ctx.actions.run_shell(
        inputs = [src],
        outputs = [out],
        command = "cp \"$1\" \"$2\"",
        arguments = [src.path, out.path],
    )
    return [DefaultInfo(executable = out, files = depset([out]))]

# The binary `binary`, with its whole dependency closure built with
# -DLIMB_CTGRIND.
_ctgrind_build = rule(
    implementation = _ctgrind_build_impl,
    attrs = {
        "binary": attr.label(cfg = _ctgrind_transition, mandatory = True),
        "_allowlist_function_transition": attr.label(
            default = "@bazel_tools//tools/allowlists/function_transition_allowlist",
        ),
    },
    executable = True,
)

def ctgrind_binary(name, srcs, deps, copts = LIMB_COPTS, **kwargs):
    """A cc_binary whose whole closure is built with -DLIMB_CTGRIND."""
    native.cc_binary(
        name = name + "_plain",
        srcs = srcs,
        copts = copts + ["-g"],
        linkstatic = True,
        deps = deps,
        testonly = True,
        # Built only through the transition (it may require -DLIMB_CTGRIND).
        tags = ["manual"],
        **kwargs
    )
    _ctgrind_build(name = name, binary = ":" + name + "_plain", testonly = True)

def ctgrind_test(name, srcs, deps, leaks = [], copts = LIMB_COPTS, size = "medium", **kwargs):
    ctgrind_binary(name = name + "_bin", srcs = srcs, deps = deps, copts = copts)
    args = ["pass", "$(location :%s_bin)" % name]
    data = [":" + name + "_bin"]
    if leaks:
        ctgrind_binary(
            name = name + "_leaky_bin",
            srcs = srcs,
            deps = deps,
            copts = copts + ["-DLIMB_CT_NEGATIVE_CONTROL"],
        )
        data.append(":" + name + "_leaky_bin")
        for leak in leaks:
            args += ["leak", "$(location :%s_leaky_bin)" % name, leak]
    native.sh_test(
        name = name,
        size = size,
        srcs = ["//tools/ct:ctgrind_test.sh"],
        args = args,
        data = data,
        tags = ["ct"] + kwargs.pop("tags", []),
        **kwargs
    )
