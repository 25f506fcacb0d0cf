// timing: the mont29 prototype beside limb_montSqr16_adx/limb_montMul16_adx
// in one loop harness (scratch, not in any build). Each kernel runs as a
// dependent chain (z = f(z), as in an exponentiation); a 2-way kernel runs
// two chains at once and is quoted per call and per square-equivalent (/2).
// "adx x2" is two independent ADX chains called back to back (the fair
// 2-way baseline: out-of-order execution may overlap them). Rounds alternate
// the kernels; the figure is the minimum over rounds. The clock is a
// dependent-add loop (1 cycle per add), its minimum time over the rounds.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mont29.h"

typedef uint64_t W;
void limb_montSqr16_adx(W* z, const W* x, const W* m, W m0inv);
void limb_montMul16_adx(W* z, const W* x, const W* y, const W* m, W m0inv);

static double now(void) {
  struct timespec a;
  clock_gettime(CLOCK_MONOTONIC, &a);
  return a.tv_sec * 1e9 + a.tv_nsec;
}

enum { ADX_SQR, ADX_MUL, ADX_SQR_X2, ADX_MUL_X2, R29_SQR, R29_MUL, R29_SQR2, R29_MUL2, NK };
static const char* names[NK] = {"adx sqr", "adx mul", "adx sqr x2", "adx mul x2",
                                "r29 sqr", "r29 mul", "r29 sqr2", "r29 mul2"};
static const int per_call[NK] = {1, 1, 2, 2, 1, 1, 2, 2};  // square-equivalents

int main(int argc, char** argv) {
  int has_adx;
  if (!mont29_cpu(&has_adx) || !has_adx) {
    fprintf(stderr, "timing: needs AVX2, BMI2 and ADX (the prototype and limb's ADX kernels)\n");
    return 2;
  }
  long n = argc > 1 ? atol(argv[1]) : 20000;
  int rounds = argc > 2 ? atoi(argv[2]) : 61;
  W m[2][16], x[2][16], y[2][16], inv[2];
  uint64_t s = 88172645463325252ull;
  for (int k = 0; k < 2; k++) {
    for (int i = 0; i < 16; i++) {
      s ^= s << 13; s ^= s >> 7; s ^= s << 17; m[k][i] = s;
      s ^= s << 13; s ^= s >> 7; s ^= s << 17; x[k][i] = s; y[k][i] = s * 3;
    }
    m[k][0] |= 1; m[k][15] |= 1ull << 63;
    x[k][15] &= ~(1ull << 63); y[k][15] &= ~(1ull << 63);
    W v = 1;
    for (int i = 0; i < 6; i++) v *= 2 - m[k][0] * v;
    inv[k] = 0 - v;
  }
  // Every r29 and context starts a page: a 32-byte load that straddles a
  // 4 KiB page is far slower, and stack placement (ASLR) would otherwise
  // decide per run whether some of the unaligned operand loads do.
  static struct { _Alignas(4096) mont29_ctx v; } cs[2];
  static struct { _Alignas(4096) r29 v; } xs[2], ys[2];
  for (int k = 0; k < 2; k++) {
    mont29_init(&cs[k].v, m[k]);
    mont29_from_words(&xs[k].v, x[k]);
    mont29_from_words(&ys[k].v, y[k]);
  }
  double best[NK];
  for (int k = 0; k < NK; k++) best[k] = 1e30;
  uint64_t sink = 0;
  double best_clk = 1e30;  // ns per dependent add (min over rounds)
  for (int r = 0; r < rounds; r++) {
    {
      long q = 0, kadd = 2000000;
      double t0 = now();
      for (long i = 0; i < kadd; i++) __asm__ volatile("add $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\tadd $1,%0" : "+r"(q));
      double t = (now() - t0) / (4.0 * kadd);
      if (t < best_clk) best_clk = t;
    }
    for (int kk = 0; kk < NK; kk++) {
      int k = (r & 1) ? NK - 1 - kk : kk;  // alternate the order per round
      double t0 = now();
      switch (k) {
        case ADX_SQR: for (long i = 0; i < n; i++) limb_montSqr16_adx(x[0], x[0], m[0], inv[0]); break;
        case ADX_MUL: for (long i = 0; i < n; i++) limb_montMul16_adx(y[0], x[0], y[0], m[0], inv[0]); break;
        case ADX_SQR_X2:
          for (long i = 0; i < n; i++) {
            limb_montSqr16_adx(x[0], x[0], m[0], inv[0]);
            limb_montSqr16_adx(x[1], x[1], m[1], inv[1]);
          }
          break;
        case ADX_MUL_X2:
          for (long i = 0; i < n; i++) {
            limb_montMul16_adx(y[0], x[0], y[0], m[0], inv[0]);
            limb_montMul16_adx(y[1], x[1], y[1], m[1], inv[1]);
          }
          break;
        case R29_SQR: for (long i = 0; i < n; i++) mont29_sqr(&xs[0].v, &xs[0].v, &cs[0].v); break;
        case R29_MUL: for (long i = 0; i < n; i++) mont29_mul(&ys[0].v, &xs[0].v, &ys[0].v, &cs[0].v); break;
        case R29_SQR2: for (long i = 0; i < n; i++) mont29_sqr2(&xs[0].v, &xs[0].v, &cs[0].v, &xs[1].v, &xs[1].v, &cs[1].v); break;
        case R29_MUL2:
          for (long i = 0; i < n; i++) mont29_mul2(&ys[0].v, &xs[0].v, &ys[0].v, &cs[0].v, &ys[1].v, &xs[1].v, &ys[1].v, &cs[1].v);
          break;
      }
      double t = (now() - t0) / n;
      if (t < best[k]) best[k] = t;
    }
  }
  double ghz = 1.0 / best_clk;
  sink = x[0][0] ^ y[1][0] ^ xs[0].v.w[PAD] ^ ys[1].v.w[PAD];
#ifdef MONT29_BREAKDOWN
  {
    void mont29_bd_phase1_sqr(uint64_t * P, const r29* x);
    void mont29_bd_phase2(r29 * z, const uint64_t* P, const mont29_ctx* c);
    void mont29_bd_chain(uint64_t * s_io, const mont29_ctx* c);
    _Alignas(32) uint64_t P[72], S[16];
    double b1 = 1e30, b2 = 1e30, b3 = 1e30;
    mont29_bd_phase1_sqr(P, &xs[0].v);
    for (int i = 0; i < 16; i++) S[i] = P[i];
    for (int r = 0; r < rounds; r++) {
      double t0 = now();
      for (long i = 0; i < n; i++) { mont29_bd_phase1_sqr(P, &xs[0].v); __asm__ volatile("" ::: "memory"); }
      double t1 = now();
      for (long i = 0; i < n; i++) mont29_bd_phase2(&xs[1].v, P, &cs[0].v);
      double t2 = now();
      for (long i = 0; i < n; i++) mont29_bd_chain(S, &cs[0].v);
      double t3 = now();
      if ((t1 - t0) / n < b1) b1 = (t1 - t0) / n;
      if ((t2 - t1) / n < b2) b2 = (t2 - t1) / n;
      if ((t3 - t2) / n < b3) b3 = (t3 - t2) / n;
    }
    printf("breakdown (ns/call): phase1 sqr %.1f  phase2 %.1f  scalar chain alone %.1f  [%lx]\n", b1, b2, b3,
           (unsigned long)(S[0] ^ xs[1].v.w[PAD]));
  }
#endif
  printf("clock %.2f GHz (dependent adds)  n=%ld rounds=%d  [%lx]\n", ghz, n, rounds, (unsigned long)sink);
  printf("%-11s %9s %9s %12s %12s %9s\n", "kernel", "ns/call", "cyc/call", "ns/sqr-eq", "cyc/sqr-eq", "vs adx");
  for (int k = 0; k < NK; k++) {
    double base = (k == ADX_MUL || k == R29_MUL || k == ADX_MUL_X2 || k == R29_MUL2) ? best[ADX_MUL] : best[ADX_SQR];
    double pe = best[k] / per_call[k];
    printf("%-11s %9.1f %9.0f %12.1f %12.0f %9.3f\n", names[k], best[k], best[k] * ghz, pe, pe * ghz, pe / base);
  }
  return 0;
}
