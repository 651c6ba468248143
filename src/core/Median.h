// SPDX-License-Identifier: GPL-3.0-or-later
// The median of a list of figures, as the benchmarks and the lab's calibration report them.
#pragma once

#include <algorithm>
#include <vector>

namespace verso {

// The middle value of "values", or the mean of the two middle ones when their number is even;
// 0 for an empty list.
inline double median(std::vector<double> values) {
    if (values.empty()) return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t half = values.size() / 2;
    return values.size() % 2 ? values[half] : (values[half - 1] + values[half]) / 2;
}

}  // namespace verso
