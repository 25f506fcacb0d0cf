// The speed tool's JSON: Google Benchmark's schema, which compare.py reads.
#ifndef LIMB_BENCHMARKS_SPEED_JSON_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_JSON_INTERNAL_H_

#include <string>
#include <utility>
#include <vector>

#include "limb/benchmarks/speed/results_internal.h"

namespace limb::speed {

// FormatJson renders Google Benchmark's JSON schema: "context" (the given
// pairs, each value already JSON-encoded) and "benchmarks": every sample as
// an "iteration" run and, per benchmark, a "median" aggregate.
std::string FormatJson(const std::vector<std::pair<std::string, std::string>>& context,
                       const std::vector<Sample>& samples);
// JsonString encodes s as a JSON string literal.
std::string JsonString(const std::string& s);
// JsonNumber encodes v as a JSON number with 10 significant digits; "0" for
// an infinity or a NaN (JSON has neither).
std::string JsonNumber(double v);
// CurrentDate is the local time as Google Benchmark writes its "date":
// "2026-01-02T03:04:05+01:00".
std::string CurrentDate();

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_JSON_INTERNAL_H_
