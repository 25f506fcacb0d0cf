"""Debian's clang 14 as a host C++ toolchain, for Bazel 4.2.3 offline.

limb_clang_toolchain(name) declares a cc_toolchain_config over @bazel_tools'
unix_cc_toolchain_config (tool paths /usr/bin/clang*, /usr/bin/llvm-*) and
its cc_toolchain for cpu k8, so the x86-64 assembly keeps being selected by
//asm's cpu config_settings. The C++ library is the system's libstdc++ (the
one the gcc build uses). The sanitizer and libFuzzer flags are not here:
.bazelrc's build:fuzz lines add them, so this toolchain could serve a plain
clang build too.
"""

load("@bazel_tools//tools/cpp:unix_cc_toolchain_config.bzl", "cc_toolchain_config")

def limb_clang_toolchain(name):
    cc_toolchain_config(
        name = name + "_config",
        cpu = "k8",
        compiler = "clang",
        toolchain_identifier = "limb_clang14_k8",
        host_system_name = "x86_64-linux-gnu",
        target_system_name = "x86_64-linux-gnu",
        target_libc = "glibc",
        abi_version = "clang",
        abi_libc_version = "glibc",
        cxx_builtin_include_directories = [
            "/usr/lib/llvm-14/lib/clang/14.0.6/include",
            "/usr/lib/llvm-14/lib/clang/14.0.6/share",
            "/usr/lib/clang/14.0.6/include",
            "/usr/lib/clang/14.0.6/share",
            "/usr/lib/gcc/x86_64-linux-gnu/12",
            "/usr/include/c++/12",
            "/usr/include/x86_64-linux-gnu/c++/12",
            "/usr/include/c++/12/backward",
            "/usr/local/include",
            "/usr/include/x86_64-linux-gnu",
            "/usr/include",
        ],
        tool_paths = {
            "ar": "/usr/bin/llvm-ar-14",
            "cpp": "/usr/bin/clang-cpp-14",
            "dwp": "/usr/bin/llvm-dwp-14",
            "gcc": "/usr/bin/clang++-14",
            "gcov": "/bin/false",
            "ld": "/usr/bin/ld",
            "nm": "/usr/bin/llvm-nm-14",
            "objcopy": "/usr/bin/llvm-objcopy-14",
            "objdump": "/usr/bin/llvm-objdump-14",
            "strip": "/usr/bin/llvm-strip-14",
            "llvm-cov": "/usr/bin/llvm-cov-14",
        },
        compile_flags = [
            "-fstack-protector",
            "-Wall",
            "-fno-omit-frame-pointer",
        ],
        opt_compile_flags = ["-g0", "-O2", "-DNDEBUG", "-ffunction-sections", "-fdata-sections"],
        dbg_compile_flags = ["-g"],
        cxx_flags = ["-std=c++20"],
        link_flags = ["-fuse-ld=bfd", "-pthread", "-Wl,-z,relro,-z,now"],
        link_libs = ["-lstdc++", "-lm"],
        opt_link_flags = ["-Wl,--gc-sections"],
        unfiltered_compile_flags = [
            "-no-canonical-prefixes",
            "-Wno-builtin-macro-redefined",
            "-D__DATE__=\"redacted\"",
            "-D__TIMESTAMP__=\"redacted\"",
            "-D__TIME__=\"redacted\"",
        ],
        supports_start_end_lib = False,
    )
    native.cc_toolchain(
        name = name,
        all_files = ":empty",
        ar_files = ":empty",
        as_files = ":empty",
        compiler_files = ":empty",
        dwp_files = ":empty",
        linker_files = ":empty",
        objcopy_files = ":empty",
        strip_files = ":empty",
        supports_param_files = 1,
        toolchain_config = ":" + name + "_config",
        toolchain_identifier = "limb_clang14_k8",
    )
