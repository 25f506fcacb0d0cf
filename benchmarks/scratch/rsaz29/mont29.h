// mont29.h: prototype radix-2^29 AVX2 Montgomery kernels (see mont29.c).
// Scratch code for measurement only; not part of limb or its build.
#ifndef LIMB_BENCHMARKS_SCRATCH_RSAZ29_MONT29_H_
#define LIMB_BENCHMARKS_SCRATCH_RSAZ29_MONT29_H_
#include <stdint.h>

#define PAD 4  /* zero words before digit 0 */
#define NW 48  /* PAD + 36 digits + 8 zero words, a multiple of 4 */

typedef struct {
  _Alignas(32) uint64_t w[NW];  // digit j (29 bits, or loose) at w[PAD + j]
} r29;

typedef struct {
  r29 mz;         // m's digits with digits j < K zeroed (the ymm part)
  uint64_t m[36]; // m's digits (the scalar part uses m[0, K))
  uint64_t k0x2;  // -m^(-1) mod 2^58
} mont29_ctx;

// mont29_cpu: asks the CPU before anything runs: returns 0 unless it has
// AVX2 and BMI2 with the OS saving ymm state (the prototype needs them); sets
// *adx to whether limb's MULX/ADCX/ADOX kernels may run (BMI2 and ADX).
int mont29_cpu(int* adx);

void mont29_init(mont29_ctx* c, const uint64_t m[16]);
void mont29_from_words(r29* z, const uint64_t w[16]);
void mont29_to_words(uint64_t w[17], const r29* z);  // value of loose digits
void mont29_sqr(r29* z, const r29* x, const mont29_ctx* c);
void mont29_mul(r29* z, const r29* x, const r29* y, const mont29_ctx* c);
void mont29_sqr2(r29* z0, const r29* x0, const mont29_ctx* c0, r29* z1,
                 const r29* x1, const mont29_ctx* c1);
void mont29_mul2(r29* z0, const r29* x0, const r29* y0, const mont29_ctx* c0,
                 r29* z1, const r29* x1, const r29* y1, const mont29_ctx* c1);
#endif
