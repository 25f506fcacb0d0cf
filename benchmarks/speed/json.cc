// See json_internal.h.
#include "limb/benchmarks/speed/json_internal.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>
#include <sstream>

#include "limb/benchmarks/speed/text_internal.h"

namespace limb::speed {

std::string JsonNumber(double v) {
  if (!std::isfinite(v)) return "0";
  return Printf("%.10g", v);
}

std::string CurrentDate() {
  std::time_t now = std::time(nullptr);
  std::tm tm;
  localtime_r(&now, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z", &tm);
  std::string s = buf;
  if (s.size() > 2) s.insert(s.size() - 2, ":");  // +0000 -> +00:00, as Google Benchmark writes
  return s;
}

std::string JsonString(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20) {
          out += Printf("\\u%04x", c);
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string FormatJson(const std::vector<std::pair<std::string, std::string>>& context,
                       const std::vector<Sample>& samples) {
  std::ostringstream out;
  out << "{\n  \"context\": {";
  for (size_t i = 0; i < context.size(); i++) {
    out << (i ? ",\n" : "\n") << "    " << JsonString(context[i].first) << ": "
        << context[i].second;
  }
  out << "\n  },\n  \"benchmarks\": [";
  // Every benchmark's repetitions together, then its median, in order of
  // first appearance (as Google Benchmark writes them).
  std::vector<std::string> order;
  std::map<std::string, std::vector<const Sample*>> by_name;
  for (const Sample& s : samples) {
    if (by_name.find(s.name) == by_name.end()) order.push_back(s.name);
    by_name[s.name].push_back(&s);
  }
  bool first = true;
  auto open = [&]() {
    out << (first ? "\n" : ",\n") << "    {\n";
    first = false;
  };
  for (const std::string& name : order) {
    std::vector<const Sample*> runs = by_name[name];
    std::stable_sort(runs.begin(), runs.end(), [](const Sample* a, const Sample* b) {
      return a->repetition_index < b->repetition_index;
    });
    std::vector<double> real, cpu, bps;
    for (const Sample* s : runs) {
      open();
      out << "      \"name\": " << JsonString(s->name) << ",\n"
          << "      \"family_index\": " << s->family_index << ",\n"
          << "      \"per_family_instance_index\": " << s->per_family_instance_index << ",\n"
          << "      \"run_name\": " << JsonString(s->name) << ",\n"
          << "      \"run_type\": \"iteration\",\n"
          << "      \"repetitions\": " << s->repetitions << ",\n"
          << "      \"repetition_index\": " << s->repetition_index << ",\n"
          << "      \"threads\": 1,\n";
      if (!s->error.empty()) {
        out << "      \"error_occurred\": true,\n"
            << "      \"error_message\": " << JsonString(s->error) << "\n    }";
        continue;
      }
      out << "      \"iterations\": " << s->iterations << ",\n"
          << "      \"real_time\": " << JsonNumber(s->real_ns) << ",\n"
          << "      \"cpu_time\": " << JsonNumber(s->cpu_ns) << ",\n"
          << "      \"time_unit\": \"ns\"";
      if (s->bytes_per_second > 0) {
        out << ",\n      \"bytes_per_second\": " << JsonNumber(s->bytes_per_second);
      }
      for (const auto& [key, value] : s->counters) {
        out << ",\n      " << JsonString(key) << ": " << JsonNumber(value);
      }
      if (!s->label.empty()) out << ",\n      \"label\": " << JsonString(s->label);
      out << "\n    }";
      real.push_back(s->real_ns);
      cpu.push_back(s->cpu_ns);
      if (s->bytes_per_second > 0) bps.push_back(s->bytes_per_second);
    }
    if (real.empty()) continue;
    const Sample* s = runs.front();
    open();
    out << "      \"name\": " << JsonString(name + "_median") << ",\n"
        << "      \"family_index\": " << s->family_index << ",\n"
        << "      \"per_family_instance_index\": " << s->per_family_instance_index << ",\n"
        << "      \"run_name\": " << JsonString(name) << ",\n"
        << "      \"run_type\": \"aggregate\",\n"
        << "      \"repetitions\": " << s->repetitions << ",\n"
        << "      \"threads\": 1,\n"
        << "      \"aggregate_name\": \"median\",\n"
        << "      \"aggregate_unit\": \"time\",\n"
        << "      \"iterations\": " << real.size() << ",\n"
        << "      \"real_time\": " << JsonNumber(Median(real)) << ",\n"
        << "      \"cpu_time\": " << JsonNumber(Median(cpu)) << ",\n"
        << "      \"time_unit\": \"ns\"";
    if (!bps.empty()) out << ",\n      \"bytes_per_second\": " << JsonNumber(Median(bps));
    out << "\n    }";
  }
  out << "\n  ]\n}\n";
  return out.str();
}

}  // namespace limb::speed
