// check: oracle test of the mont29 prototype (scratch, not in any build).
// Every result is checked against GMP (z == x y 2^(-1044) mod m, z < 2m,
// digits loose: < 2^29 + 2^6) and, for inputs < m, against
// limb_montSqr16_adx / limb_montMul16_adx (their z 2^(-20) mod m, since limb
// uses R = 2^1024). Exit status 1 on the first mismatch.
// Usage: check [random inputs per modulus] [noadx: skip the ADX comparison,
// which is also skipped, with a message, on a CPU without BMI2+ADX].
#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mont29.h"

typedef uint64_t W;
void limb_montSqr16_adx(W* z, const W* x, const W* m, W m0inv);
void limb_montMul16_adx(W* z, const W* x, const W* y, const W* m, W m0inv);

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {  // xorshift64*
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545f4914f6cdd1dull;
}

static void to_mpz(mpz_t r, const W* w, int n) { mpz_import(r, n, -1, 8, 0, 0, w); }
static void from_mpz(W* w, int n, const mpz_t v) {
  memset(w, 0, 8 * n);
  mpz_export(w, NULL, -1, 8, 0, 0, v);
}
static void r29_from_mpz(r29* z, const mpz_t v) {  // normalized digits, v < 2^1044
  mpz_t t;
  mpz_init(t);
  memset(z->w, 0, sizeof z->w);
  for (int j = 0; j < 36; j++) {
    mpz_fdiv_q_2exp(t, v, 29 * j);
    mpz_fdiv_r_2exp(t, t, 29);
    z->w[PAD + j] = mpz_get_ui(t);
  }
  mpz_clear(t);
}
static void r29_value(mpz_t v, const r29* z) {
  W w[17];
  mont29_to_words(w, z);
  to_mpz(v, w, 17);
}
// Same value, some digits raised by 2^29 (borrowing 1 from the next digit)
// where that keeps them loose (< 2^29 + 2^6).
static void loosen(r29* z) {
  for (int j = 0; j < 35; j++)
    if (z->w[PAD + j] < 64 && z->w[PAD + j + 1] > 0) {
      z->w[PAD + j] += 1ull << 29;
      z->w[PAD + j + 1] -= 1;
    }
}

static long checks;
static int use_adx = 1;  // 0: no ADX comparison (CPUs without ADX, e.g. qemu -cpu Haswell)
static int fail(const char* what, const mpz_t m, const mpz_t x) {
  gmp_printf("FAIL %s\n m=%Zx\n x=%Zx\n", what, m, x);
  exit(1);
}

typedef struct {
  mpz_t m, rinv, r20inv;  // 2^(-1044), 2^(-20) mod m
  W mw[16], m0inv;
  mont29_ctx c;
} mod_t;

static void mod_init(mod_t* md, const mpz_t m) {
  mpz_t t;
  mpz_inits(md->m, md->rinv, md->r20inv, t, NULL);
  mpz_set(md->m, m);
  mpz_setbit(t, 1044);
  mpz_invert(md->rinv, t, m);
  mpz_set_ui(t, 0);
  mpz_setbit(t, 20);
  mpz_invert(md->r20inv, t, m);
  from_mpz(md->mw, 16, m);
  W inv = 1;
  for (int r = 0; r < 6; r++) inv *= 2 - md->mw[0] * inv;
  md->m0inv = 0 - inv;
  mont29_init(&md->c, md->mw);
  mpz_clear(t);
}

// Checks z (from x*y) against GMP; if x, y < m also against the ADX kernel.
static void verify(const mod_t* md, const r29* zr, const mpz_t x, const mpz_t y, int sqr) {
  mpz_t z, e, t, twom;
  mpz_inits(z, e, t, twom, NULL);
  checks++;
  r29_value(z, zr);
  for (int j = 0; j < NW; j++) {
    int digit = j >= PAD && j < PAD + 36;
    if (digit ? zr->w[j] >= (1ull << 29) + 64 : zr->w[j] != 0) fail("digit bound / padding", md->m, x);
  }
  mpz_mul_2exp(twom, md->m, 1);
  if (mpz_cmp(z, twom) >= 0) fail("z >= 2m", md->m, x);
  mpz_mul(e, x, y);
  mpz_mul(e, e, md->rinv);
  mpz_mod(e, e, md->m);
  mpz_mod(t, z, md->m);
  if (mpz_cmp(t, e) != 0) fail(sqr ? "sqr != GMP" : "mul != GMP", md->m, x);
  if (use_adx && mpz_cmp(x, md->m) < 0 && mpz_cmp(y, md->m) < 0) {
    W xw[16], yw[16], zw[16];
    from_mpz(xw, 16, x);
    from_mpz(yw, 16, y);
    if (sqr)
      limb_montSqr16_adx(zw, xw, md->mw, md->m0inv);
    else
      limb_montMul16_adx(zw, xw, yw, md->mw, md->m0inv);
    to_mpz(e, zw, 16);
    mpz_mul(e, e, md->r20inv);
    mpz_mod(e, e, md->m);
    if (mpz_cmp(t, e) != 0) fail(sqr ? "sqr != adx" : "mul != adx", md->m, x);
  }
  mpz_clears(z, e, t, twom, NULL);
}

static mod_t other;  // the second lane's modulus for the 2-way kernels

static void one(const mod_t* md, const mpz_t x, const mpz_t y, int loose) {
  r29 xr, yr, zr, z2a, z2b;
  memset(&zr, 0, sizeof zr);  // the kernels never write the padding
  z2a = z2b = zr;
  r29_from_mpz(&xr, x);
  r29_from_mpz(&yr, y);
  if (loose) {
    loosen(&xr);
    loosen(&yr);
  }
  mont29_sqr(&zr, &xr, &md->c);
  verify(md, &zr, x, x, 1);
  mont29_mul(&zr, &xr, &yr, &md->c);
  verify(md, &zr, x, y, 0);
  // The 2-way kernels: the second lane on another modulus (other), its
  // inputs x, y reduced mod that modulus.
  {
    mpz_t xb, yb;
    r29 xbr, ybr;
    mpz_inits(xb, yb, NULL);
    mpz_mod(xb, x, other.m);
    mpz_mod(yb, y, other.m);
    r29_from_mpz(&xbr, xb);
    r29_from_mpz(&ybr, yb);
    if (loose) {
      loosen(&xbr);
      loosen(&ybr);
    }
    mont29_sqr2(&z2a, &xr, &md->c, &z2b, &ybr, &other.c);
    verify(md, &z2a, x, x, 1);
    verify(&other, &z2b, yb, yb, 1);
    mont29_mul2(&z2a, &xr, &yr, &md->c, &z2b, &ybr, &xbr, &other.c);
    verify(md, &z2a, x, y, 0);
    verify(&other, &z2b, yb, xb, 0);
    mpz_clears(xb, yb, NULL);
  }
  // Aliasing z == x, and chained use of a loose output as the next input.
  mpz_t v;
  mpz_init(v);
  for (int k = 0; k < 3; k++) {
    r29_value(v, &xr);
    r29 prev = xr;
    mont29_sqr(&xr, &xr, &md->c);
    verify(md, &xr, v, v, 1);
    mont29_mul(&prev, &prev, &xr, &md->c);
    mpz_t w;
    mpz_init(w);
    r29_value(w, &xr);
    verify(md, &prev, v, w, 0);
    mpz_clear(w);
  }
  mpz_clear(v);
}

static void random_below(mpz_t r, const mpz_t bound) {
  W w[17];
  for (int i = 0; i < 17; i++) w[i] = rnd();
  to_mpz(r, w, 17);
  mpz_mod(r, r, bound);
}

// Edge and random x, y for modulus m.
static void run_modulus(const mpz_t m, int nrandom) {
  mod_t md;
  mod_init(&md, m);
  mpz_t x, y, twom, t;
  mpz_inits(x, y, twom, t, NULL);
  mpz_mul_2exp(twom, m, 1);
  mpz_t edge[10];
  int ne = 0;
  for (int i = 0; i < 10; i++) mpz_init(edge[i]);
  mpz_set_ui(edge[ne++], 0);
  mpz_set_ui(edge[ne++], 1);
  mpz_sub_ui(edge[ne++], m, 1);                    // m - 1
  mpz_sub_ui(edge[ne++], twom, 1);                 // 2m - 1 (largest loose input)
  mpz_set(edge[ne++], m);                          // m (allowed: < 2m)
  mpz_set_ui(t, 0);
  mpz_setbit(t, 1015);
  mpz_sub_ui(t, t, 1);                             // 35 digits of 2^29-1
  mpz_mod(edge[ne++], t, twom);
  mpz_set_ui(t, 0);
  mpz_setbit(t, 1024);
  mpz_sub_ui(t, t, 1);                             // all-ones words
  mpz_mod(edge[ne++], t, twom);
  mpz_set_ui(t, 0);
  mpz_setbit(t, 1023);                             // carries ripple in 2x
  mpz_mod(edge[ne++], t, twom);
  mpz_sub_ui(edge[ne++], m, 2);
  mpz_fdiv_q_2exp(edge[ne++], m, 1);
  for (int a = 0; a < ne; a++)
    for (int b = 0; b < ne; b++)
      for (int loose = 0; loose < 2; loose++) one(&md, edge[a], edge[b], loose);
  for (int r = 0; r < nrandom; r++) {
    random_below(x, (r & 1) ? twom : m);
    random_below(y, (r & 2) ? twom : m);
    one(&md, x, y, r & 4);
  }
  for (int i = 0; i < 10; i++) mpz_clear(edge[i]);
  mpz_clears(x, y, twom, t, md.m, md.rinv, md.r20inv, NULL);
}

int main(int argc, char** argv) {
  int has_adx;
  if (!mont29_cpu(&has_adx)) {
    fprintf(stderr, "check: this CPU lacks AVX2 or BMI2 (or the OS ymm state): nothing to test\n");
    return 2;
  }
  int nrand = argc > 1 ? atoi(argv[1]) : 200;
  if (argc > 2 && strcmp(argv[2], "noadx") == 0) use_adx = 0;
  if (!has_adx && use_adx) {
    fprintf(stderr, "check: no ADX on this CPU: the comparison with limb's ADX kernels is skipped\n");
    use_adx = 0;
  }
  mpz_t m, t;
  mpz_inits(m, t, NULL);
  {
    W w[16];
    for (int i = 0; i < 16; i++) w[i] = rnd();
    w[0] |= 1;
    w[15] |= 1ull << 63;
    to_mpz(m, w, 16);
    mod_init(&other, m);
  }
  // Structured moduli.
  mpz_set_ui(m, 0);
  mpz_setbit(m, 1024);
  mpz_sub_ui(m, m, 1);  // 2^1024 - 1 (all-ones words)
  run_modulus(m, nrand);
  mpz_set_ui(m, 0);
  mpz_setbit(m, 1023);
  mpz_add_ui(m, m, 1);  // 2^1023 + 1
  run_modulus(m, nrand);
  mpz_set_ui(m, 0);
  mpz_setbit(m, 1015);
  mpz_sub_ui(m, m, 1);
  mpz_set_ui(t, 511);
  mpz_mul_2exp(t, t, 1015);
  mpz_add(m, m, t);  // every 29-bit digit 2^29-1 (the largest products)
  run_modulus(m, nrand);
  mpz_set_ui(m, 0);
  mpz_setbit(m, 1024);
  mpz_sub_ui(m, m, 189);  // a prime-like odd near 2^1024
  run_modulus(m, nrand);
  // Random odd 1024-bit moduli (top bit set), and a few 1000-bit ones.
  for (int k = 0; k < 20; k++) {
    W w[16];
    for (int i = 0; i < 16; i++) w[i] = rnd();
    w[0] |= 1;
    if (k < 16)
      w[15] |= 1ull << 63;
    else
      w[15] >>= 24;
    to_mpz(m, w, 16);
    run_modulus(m, nrand);
  }
  printf("ok: %ld checks\n", checks);
  mpz_clears(m, t, NULL);
  return 0;
}
