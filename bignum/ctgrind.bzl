"""ctgrind_test: a constant-time harness run under valgrind memcheck.

Pattern (see bignum/mont_ct_test.cc): a main() that Poison()s its secrets,
runs the code under test, Unpoison()s only outputs that are public by design
(saying why), checks the results against values computed before poisoning,
and prints a line starting "CT-OK". Built with -DLIMB_CTGRIND, which turns
base/ct.h's Poison/Unpoison into memcheck client requests. The same source
built with -DLIMB_CT_NEGATIVE_CONTROL runs deliberately leaky code, once per
entry of `leaks` (passed as argv[1]); memcheck must report each of them.

    ctgrind_test(
        name = "mont_ct_test",
        srcs = ["mont_ct_test.cc"],
        deps = [":mont"],
        leaks = ["branch", "lookup"],
    )

Tagged "ct": sanitizer configs skip these tests (valgrind cannot run ASan
binaries). The runner is bignum/ctgrind_test.sh.
"""

load("//:copts.bzl", "LIMB_COPTS")

def ctgrind_test(name, srcs, deps, leaks = [], copts = LIMB_COPTS, size = "medium", **kwargs):
    native.cc_binary(
        name = name + "_bin",
        srcs = srcs,
        copts = copts + ["-DLIMB_CTGRIND", "-g"],
        linkstatic = True,
        deps = deps,
        testonly = True,
    )
    args = ["pass", "$(location :%s_bin)" % name]
    data = [":" + name + "_bin"]
    if leaks:
        native.cc_binary(
            name = name + "_leaky_bin",
            srcs = srcs,
            copts = copts + ["-DLIMB_CTGRIND", "-DLIMB_CT_NEGATIVE_CONTROL", "-g"],
            linkstatic = True,
            deps = deps,
            testonly = True,
        )
        data.append(":" + name + "_leaky_bin")
        for leak in leaks:
            args += ["leak", "$(location :%s_leaky_bin)" % name, leak]
    native.sh_test(
        name = name,
        size = size,
        srcs = ["//bignum:ctgrind_test.sh"],
        args = args,
        data = data,
        tags = ["ct"] + kwargs.pop("tags", []),
        **kwargs
    )
