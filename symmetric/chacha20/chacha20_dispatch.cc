// Chooses one ChaCha20Kernels table per process, from the CPU's features
// capped by LIMB_CPU, and enumerates every table this CPU can run.
#include "asm/cpu.h"
#include "symmetric/chacha20/chacha20.h"

namespace limb {

const ChaCha20Kernels& GenericChaCha20Kernels() noexcept {
  // The twin does one block at a time, so buffering 4 blocks costs 4 block
  // computations: enough to cover short calls without wasting much.
  static const ChaCha20Kernels k = {"generic", chacha20_blocks_g, 4};
  return k;
}

namespace {

struct Tables {
  const ChaCha20Kernels* all[4];
  size_t count;
};

const Tables& AvailableTables() noexcept {
  static const Tables t = [] {
    Tables r{};
    r.all[r.count++] = &GenericChaCha20Kernels();
    return r;
  }();
  return t;
}

}  // namespace

const ChaCha20Kernels& SelectChaCha20Kernels(const CpuFeatures& f) noexcept {
  (void)f;
  return GenericChaCha20Kernels();
}

const ChaCha20Kernels& ActiveChaCha20Kernels() noexcept {
  static const ChaCha20Kernels& k = SelectChaCha20Kernels(Cpu());
  return k;
}

std::span<const ChaCha20Kernels* const> AllChaCha20Kernels() noexcept {
  const Tables& t = AvailableTables();
  return {t.all, t.count};
}

}  // namespace limb
