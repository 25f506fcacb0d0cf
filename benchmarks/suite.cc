// See suite.h.
#include "limb/benchmarks/suite.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstring>
#include <iostream>
#include <mutex>
#include <sstream>

namespace limb::speed {
namespace {

std::vector<Suite>& Registry() {
  static std::vector<Suite>* suites = new std::vector<Suite>;
  return *suites;
}

// The custom context of the suite main being started.
std::map<std::string, std::string>& SuiteContext() {
  static std::map<std::string, std::string>* context = new std::map<std::string, std::string>;
  return *context;
}

size_t RecordContext() {
  std::map<std::string, std::string>* context = benchmark::internal::GetGlobalContext();
  if (context != nullptr) SuiteContext() = *context;
  return 0;
}

constexpr char kSymbolPrefix[] = "limb_speed_suite_main_";

}  // namespace
}  // namespace limb::speed

// What a suite's calls to benchmark::RunSpecifiedBenchmarks become in its
// <suite>_lib (bench.bzl): record the custom context, run nothing, report
// that nothing matched.
namespace benchmark {
size_t LimbSpeedSuiteRunSpecifiedBenchmarks() { return limb::speed::RecordContext(); }
size_t LimbSpeedSuiteRunSpecifiedBenchmarks(std::string) {
  return limb::speed::RecordContext();
}
size_t LimbSpeedSuiteRunSpecifiedBenchmarks(BenchmarkReporter*) {
  return limb::speed::RecordContext();
}
size_t LimbSpeedSuiteRunSpecifiedBenchmarks(BenchmarkReporter*, std::string) {
  return limb::speed::RecordContext();
}
size_t LimbSpeedSuiteRunSpecifiedBenchmarks(BenchmarkReporter*, BenchmarkReporter*) {
  return limb::speed::RecordContext();
}
size_t LimbSpeedSuiteRunSpecifiedBenchmarks(BenchmarkReporter*, BenchmarkReporter*, std::string) {
  return limb::speed::RecordContext();
}
}  // namespace benchmark

namespace limb::speed {

bool RegisterSuite(const char* symbol, SuiteMain main) {
  std::string name = symbol;
  if (name.rfind(kSymbolPrefix, 0) == 0) name = name.substr(std::strlen(kSymbolPrefix));
  Registry().push_back({name, main});
  return true;
}

std::vector<Suite> Suites() {
  std::vector<Suite> suites = Registry();
  std::sort(suites.begin(), suites.end(),
            [](const Suite& a, const Suite& b) { return a.name < b.name; });
  return suites;
}

const std::vector<SuiteStart>& StartSuites() {
  static std::once_flag once;
  static std::vector<SuiteStart>* started = new std::vector<SuiteStart>;
  std::call_once(once, [] {
    for (const Suite& suite : Suites()) {
      SuiteStart start;
      start.name = suite.name;
      std::string arg0 = suite.name;
      char* argv[] = {arg0.data(), nullptr};
      int argc = 1;

      SuiteContext().clear();
      // Google Benchmark's Shutdown() (which every suite main calls) deletes
      // the custom-context map without clearing the pointer: give the suite
      // a fresh map and forget the freed pointer afterwards.
      std::map<std::string, std::string>* saved = benchmark::internal::GetGlobalContext();
      benchmark::internal::GetGlobalContext() = nullptr;
      std::ostringstream captured;
      std::streambuf* old_out = std::cout.rdbuf(captured.rdbuf());
      std::streambuf* old_err = std::cerr.rdbuf(captured.rdbuf());
      start.exit_code = suite.main(argc, argv);
      std::cout.rdbuf(old_out);
      std::cerr.rdbuf(old_err);
      benchmark::internal::GetGlobalContext() = saved;

      start.output = captured.str();
      start.context = SuiteContext();
      started->push_back(std::move(start));
    }
  });
  return *started;
}

}  // namespace limb::speed
