#!/usr/bin/env python3
"""asm_taint_check: a static constant-time check of x86-64 assembly kernels.

Why: valgrind 3.19 (the ct harnesses' engine) cannot execute SHA-NI or
AVX-512 (SIGILL on SHA256RNDS2; both are hidden from its virtual CPUID), so
the kernels that use them never run under memcheck. This check covers them
from the other side: it disassembles the linked binary (objdump, AT&T syntax)
and runs a taint analysis over each named function's machine code.

Model (conservative):
  * Secret sources: every load from memory that is not RIP-relative (message,
    key and state bytes; RIP-relative data is the constant tables). Stack
    slots ((%rsp)+disp) carry the taint of whatever was stored to them.
  * Public at entry: every register (the SysV arguments are pointers and
    lengths; vector registers hold nothing of ours).
  * Propagation is flow-insensitive for registers: a register is tainted if
    any instruction anywhere in the function writes it from a tainted source
    (so reusing one register for public and secret data is reported too).
    Zeroing idioms (xor/pxor/vpxor of a register with itself) clear nothing
    and propagate nothing. Flags are flow-sensitive: they come from the
    nearest preceding flag-writing instruction in program order.
  * Violations: a tainted register as base or index of a memory operand
    (secret-dependent address); a conditional jump whose flags are tainted,
    or an indirect jump/call through a tainted register (secret-dependent
    control flow); DIV/IDIV on tainted operands (variable latency).
    CMOVcc, SETcc, ADC/SBB and masked vector operations on secrets are
    data flow, not violations.

Usage: asm_taint_check.py BINARY SYMBOL...     exit 0 if every SYMBOL is clean
       asm_taint_check.py --expect-leak BINARY SYMBOL...
                                              exit 0 if every SYMBOL is flagged
                                              (negative controls)
A SYMBOL ending in "*" stands for every function whose name starts with the
rest (new kernels are then checked without editing the test). A SYMBOL or
prefix that matches nothing in BINARY is an error (no vacuous pass).
"""

import re
import subprocess
import sys

GPR_FAMILIES = {
    "rax": ["rax", "eax", "ax", "al", "ah"],
    "rbx": ["rbx", "ebx", "bx", "bl", "bh"],
    "rcx": ["rcx", "ecx", "cx", "cl", "ch"],
    "rdx": ["rdx", "edx", "dx", "dl", "dh"],
    "rsi": ["rsi", "esi", "si", "sil"],
    "rdi": ["rdi", "edi", "di", "dil"],
    "rbp": ["rbp", "ebp", "bp", "bpl"],
    "rsp": ["rsp", "esp", "sp", "spl"],
}
for _n in range(8, 16):
    GPR_FAMILIES["r%d" % _n] = ["r%d" % _n, "r%dd" % _n, "r%dw" % _n, "r%db" % _n]
CANON = {alias: fam for fam, aliases in GPR_FAMILIES.items() for alias in aliases}

FLAG_WRITERS = re.compile(
    r"^(add|adc|sub|sbb|and|or|xor|inc|dec|neg|cmp|test|sh[lr]|sa[lr]|ro[lr]|rc[lr]|bt[csr]?|"
    r"imul|mul|adcx|adox|shld|shrd|popcnt|lzcnt|tzcnt|bs[fr]|andn|bextr|blsi|blsmsk|blsr|"
    r"v?ptest|v?u?comis[sd]|kortest|ktest)")
FLAG_READERS_AS_DATA = re.compile(r"^(adc|sbb|adcx|adox|rc[lr]|cmov|set)")
# Instructions whose memory destination is written without being read.
PURE_STORES = ("mov", "vmov", "set", "extract", "vextract", "pextr", "vpextr", "vpcompress",
               "vpscatter", "stos", "push")
ZEROING = re.compile(r"^(xor|sub|v?pxor[dq]?|v?xorp[sd]|v?psub[bwdq]|kxor[bwdq])")


def canon_reg(tok):
    r = tok.lstrip("%").lower()
    if r in CANON:
        return CANON[r]
    m = re.match(r"^[xyz]mm(\d+)$", r)
    if m:
        return "v" + m.group(1)
    if re.match(r"^k[0-7]$", r) or r == "rip":
        return r
    return None


def split_operands(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


class Operand:
    def __init__(self, text):
        text = re.sub(r"\{[^}]*\}", "", text).strip()  # {%k1} {z} {1to16} {sae}
        self.text = text
        self.kind = "other"
        self.reg = None
        self.addr_regs = []
        self.rip = False
        self.stack_slot = None
        if text.startswith("$"):
            self.kind = "imm"
        elif text.startswith("*"):
            inner = Operand(text[1:])
            self.kind = "indirect"
            self.reg, self.addr_regs, self.rip = inner.reg, inner.addr_regs, inner.rip
            self.inner = inner
        elif "(" in text:
            self.kind = "mem"
            m = re.search(r"\(([^)]*)\)", text)
            parts = [p.strip() for p in m.group(1).split(",")]
            regs = [canon_reg(p) for p in parts if p.startswith("%")]
            self.rip = "rip" in regs
            self.addr_regs = [r for r in regs if r and r != "rip"]
            disp = text[: text.index("(")].split(":")[-1] or "0"
            if regs == ["rsp"] and re.match(r"^-?(0x[0-9a-f]+|\d+)$", disp):
                self.stack_slot = int(disp, 0)
        elif text.startswith("%"):
            self.reg = canon_reg(text)
            self.kind = "reg" if self.reg else "other"
        elif re.match(r"^-?(0x)?[0-9a-f]+$", text):
            self.kind = "mem"  # absolute address (not expected in our kernels)


_OBJDUMP = {}


def objdump(binary):
    if binary not in _OBJDUMP:
        _OBJDUMP[binary] = subprocess.run(
            ["objdump", "-d", "--no-show-raw-insn", "-M", "att", binary],
            check=True, capture_output=True, text=True).stdout
    return _OBJDUMP[binary]


def expand(binary, pattern):
    if not pattern.endswith("*"):
        return [pattern]
    prefix = pattern[:-1]
    names = re.findall(r"^[0-9a-f]+ <([^>]+)>:$", objdump(binary), re.M)
    return sorted({n for n in names if n.startswith(prefix)})


def disassemble(binary, symbol):
    out = objdump(binary)
    insns, inside = [], False
    for line in out.splitlines():
        if re.match(r"^[0-9a-f]+ <%s>:$" % re.escape(symbol), line):
            inside = True
            continue
        if inside:
            if not line.strip() or re.match(r"^[0-9a-f]+ <", line):
                break
            m = re.match(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$", line)
            if not m:
                continue
            ops = m.group(3).split("#")[0].split("<")[0].strip()
            insns.append((m.group(1), m.group(2), ops, line.strip()))
    return insns


# Instructions whose register destination is written without being read
# (everything else is treated as read-modify-write, which is conservative).
PURE_WRITES = ("mov", "lea", "set", "pop", "rorx", "shlx", "shrx", "sarx", "andn", "mulx", "pext",
               "pdep", "lzcnt", "tzcnt", "popcnt", "bextr", "bzhi", "blsi", "blsmsk", "blsr",
               "pshufd", "pshufb_never", "cvt", "kmov")
# VEX/EVEX forms that read their destination (accumulate or merge).
VEX_ACCUMULATE = ("vfmadd", "vfmsub", "vfnmadd", "vfnmsub", "vpmadd52", "vpternlog", "vpdpbusd",
                  "vpdpwssd", "vpermt2", "vpermi2", "vpshldv", "vpshrdv")


class State:
    __slots__ = ("regs", "slots", "flags", "pushed")

    def __init__(self, regs=(), slots=(), flags=False, pushed=()):
        self.regs, self.slots = frozenset(regs), frozenset(slots)
        self.flags, self.pushed = flags, tuple(pushed)

    def join(self, other):
        if len(self.pushed) == len(other.pushed):
            pushed = tuple(a or b for a, b in zip(self.pushed, other.pushed))
        else:  # unbalanced paths: give up on the push stack's precision
            anyp = any(self.pushed) or any(other.pushed)
            pushed = (anyp,) * max(len(self.pushed), len(other.pushed))
        return State(self.regs | other.regs, self.slots | other.slots,
                     self.flags or other.flags, pushed)

    def key(self):
        return (self.regs, self.slots, self.flags, self.pushed)


def parse(insns):
    parsed = []
    for addr, mnem, ops, line in insns:
        if mnem in ("rep", "repz", "repnz", "lock", "notrack", "bnd", "data16", "cs", "ds") and ops:
            mnem, _, ops = ops.partition(" ")
            ops = ops.strip()
        target = None
        if mnem.startswith("j") and re.match(r"^[0-9a-f]+$", ops):
            target = int(ops, 16)
        parsed.append((int(addr, 16), mnem, [Operand(o) for o in split_operands(ops)], line, target))
    return parsed


def mem_taint(o, st):
    if o.rip:
        return False  # constant tables
    if o.stack_slot is not None:
        return o.stack_slot in st.slots
    return True


NO_DEST = ("cmp", "test", "bt", "ptest", "vptest", "comis", "ucomis", "vcomis", "vucomis",
           "kortest", "ktest", "j", "call", "ret", "prefetch", "nop", "endbr", "vzero", "push")
PARTIAL_GPR = re.compile(r"^%(r\d+[bw]|[a-d][lhx]|[sd]il?|bpl?)$")


def reads_dest(mnem, d):
    """Whether writing register operand d also keeps (depends on) its old value."""
    if mnem.startswith("cmov"):
        return True
    if d.reg.startswith("v"):
        if mnem.startswith(VEX_ACCUMULATE):
            return True
        return not mnem.startswith("v") and not mnem.startswith(PURE_WRITES)
    if PARTIAL_GPR.match(d.text):
        return True  # 8/16-bit writes keep the rest of the register
    return not mnem.startswith(PURE_WRITES)


def step(insn, st):
    """Returns (taint of the values read, state after) for one instruction."""
    _, mnem, opnds, _, _ = insn
    regs, slots, flags, pushed = set(st.regs), set(st.slots), st.flags, list(st.pushed)
    n = len(opnds)
    has_dest = n > 0 and not mnem.startswith(NO_DEST)
    if has_dest and (mnem.startswith(("mulx", "xchg", "xadd"))):
        dests = opnds[-2:]
    elif has_dest and n == 1 and mnem.startswith(("mul", "imul", "div", "idiv")):
        dests = [Operand("%rax"), Operand("%rdx")]
    elif has_dest:
        dests = [opnds[-1]]
    else:
        dests = []
    zeroing = (ZEROING.match(mnem) and n >= 2 and all(o.kind == "reg" for o in opnds)
               and len({o.reg for o in opnds}) == 1)
    pure_store = mnem.startswith(PURE_STORES)

    # Sources: every operand that is not a destination, the memory destination
    # of a read-modify-write, implicit operands, flags where read as data.
    t = False
    for o in opnds:
        is_dest = any(o is d for d in dests)
        if o.kind == "reg":
            if not is_dest or mnem.startswith(("xchg", "xadd", "mul", "imul", "div", "idiv")):
                t = t or o.reg in regs
        elif o.kind == "mem":
            if mnem.startswith("lea"):
                t = t or any(r in regs for r in o.addr_regs)
            elif not is_dest or not pure_store:
                t = t or mem_taint(o, st)
    if mnem.startswith("mulx"):
        t = t or "rdx" in regs
    if n == 1 and mnem.startswith(("mul", "imul", "div", "idiv")):
        t = t or "rax" in regs or ("rdx" in regs and mnem.startswith(("div", "idiv")))
    if mnem.startswith("sha256rnds2"):
        t = t or "v0" in regs
    if mnem.startswith("pop"):
        t = pushed.pop() if pushed else True
    if FLAG_READERS_AS_DATA.match(mnem):
        t = t or flags
    if zeroing:
        t = False

    if mnem.startswith("push"):
        pushed.append(t)
    if mnem.startswith("vzero"):
        regs = {r for r in regs if not r.startswith("v")}
    old_regs = set(regs)
    for d in dests:
        if d.kind == "reg" and d.reg not in ("rsp", "rip"):
            if t or (not zeroing and reads_dest(mnem, d) and d.reg in old_regs):
                regs.add(d.reg)
            else:
                regs.discard(d.reg)
        elif d.kind == "mem" and d.stack_slot is not None:
            if t:
                slots.add(d.stack_slot)
            elif pure_store:
                slots.discard(d.stack_slot)
    if FLAG_WRITERS.match(mnem):
        flags = t or any(d.kind == "reg" and d.reg in old_regs and reads_dest(mnem, d)
                         for d in dests)
    return t, State(regs, slots, flags, pushed)


def analyse(insns):
    parsed = parse(insns)
    index = {insn[0]: i for i, insn in enumerate(parsed)}
    succ = []
    for i, (_, mnem, _, _, target) in enumerate(parsed):
        s = []
        if mnem.startswith("ret") or (mnem.startswith("jmp") and target is None):
            pass
        elif mnem.startswith("jmp"):
            s = [index[target]] if target in index else []
        else:
            if target is not None and target in index:
                s.append(index[target])
            if i + 1 < len(parsed):
                s.append(i + 1)
        succ.append(s)
    in_state = [None] * len(parsed)
    in_state[0] = State()
    work = [0]
    while work:
        i = work.pop()
        _, out = step(parsed[i], in_state[i])
        for j in succ[i]:
            merged = out if in_state[j] is None else in_state[j].join(out)
            if in_state[j] is None or merged.key() != in_state[j].key():
                in_state[j] = merged
                work.append(j)

    violations, secret = [], set()
    for i, insn in enumerate(parsed):
        st = in_state[i]
        if st is None:
            continue  # unreachable
        addr, mnem, opnds, line, _ = insn
        t, out = step(insn, st)
        secret |= out.regs
        for o in opnds:
            if o.kind in ("mem", "indirect") and not mnem.startswith(("lea", "nop")):
                bad = [r for r in o.addr_regs if r in st.regs]
                if o.kind == "indirect" and o.reg in st.regs:
                    bad.append(o.reg)
                if bad:
                    violations.append((hex(addr), line, "secret-dependent address (%s)" % ",".join(bad)))
        if re.match(r"^j(?!mp)", mnem) and st.flags:
            violations.append((hex(addr), line, "branch on secret-dependent flags"))
        if mnem.startswith(("div", "idiv")) and t:
            violations.append((hex(addr), line, "variable-latency division of a secret"))
    return violations, secret


def main(argv):
    expect_leak = False
    if argv and argv[0] == "--expect-leak":
        expect_leak = True
        argv = argv[1:]
    if len(argv) < 2:
        print(__doc__)
        return 2
    binary, patterns = argv[0], argv[1:]
    status = 0
    symbols = []
    for pat in patterns:
        found = expand(binary, pat)
        if not found:
            print("FAIL: %s: no such function in %s" % (pat, binary))
            status = 1
        symbols += found
    for sym in symbols:
        insns = disassemble(binary, sym)
        if not insns:
            print("FAIL: %s: symbol not found in %s" % (sym, binary))
            status = 1
            continue
        violations, tainted = analyse(insns)
        secret_regs = sorted(r for r in tainted)
        print("%s: %d instructions, secret-carrying registers: %s" %
              (sym, len(insns), " ".join(secret_regs) or "-"))
        for addr, line, why in violations:
            print("  %s: %s    <- %s" % (addr, line, why))
        if expect_leak:
            if violations:
                print("ok: %s flagged (%d), as the negative control must be" % (sym, len(violations)))
            else:
                print("FAIL: %s: the deliberate leak was not flagged: the check does not bite" % sym)
                status = 1
        else:
            if violations:
                print("FAIL: %s: %d secret-dependent branch/address/latency sites" % (sym, len(violations)))
                status = 1
            else:
                print("ok: %s: no secret reaches an address, a branch or a division" % sym)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
