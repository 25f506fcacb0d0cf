// The speed tool as a binary: //benchmarks/speed:speed. See speed.h.
#include "limb/benchmarks/speed/speed.h"

int main(int argc, char** argv) { return limb::speed::SpeedMain(argc, argv); }
