"""limb_dependencies(): the repositories a workspace that uses limb declares.

Bazel 4.2.3 (Debian's bazel-bootstrap) asks for @rules_cc, @rules_java and
@remote_coverage_tools and would download them; limb carries offline stand-ins
(third_party/bazel) and Debian's bazel-rules-java provides rules_java. Call it
from the WORKSPACE of any workspace that depends on limb, after declaring
@limb:

    local_repository(name = "limb", path = "/path/to/limb")
    load("@limb//:deps.bzl", "limb_dependencies")
    limb_dependencies()

A repository of the same name declared before the call is left alone.
"""

def _stand_in_impl(rctx):
    # The directory of this repository's WORKSPACE, whatever @limb is called.
    root = rctx.path(Label("//:WORKSPACE")).dirname
    src = root.get_child("third_party").get_child("bazel").get_child(rctx.attr.dir)
    for entry in src.readdir():
        rctx.symlink(entry, entry.basename)

_stand_in = repository_rule(
    implementation = _stand_in_impl,
    attrs = {"dir": attr.string(mandatory = True)},
    local = True,
)

def limb_dependencies():
    existing = native.existing_rules()
    if "rules_java" not in existing:
        native.local_repository(
            name = "rules_java",
            path = "/usr/share/bazel/rules/java",
        )
    if "rules_cc" not in existing:
        _stand_in(name = "rules_cc", dir = "rules_cc")
    if "remote_coverage_tools" not in existing:
        _stand_in(name = "remote_coverage_tools", dir = "remote_coverage_tools")
