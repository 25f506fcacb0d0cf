// Holds the negative controls of asm_taint_check.py in a linked binary, for
// objdump. Never runs them (they are deliberately leaky, not useful code).
int main() { return 0; }
