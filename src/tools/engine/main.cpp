// verso-engine: Verso's engine for NBoard-compatible GUIs and engine matches. It speaks the NBoard
// protocol (version 2) on standard input and output; errors about bad input go to standard error.
#include <iostream>
#include <string>

#include "NboardEngine.h"

int main() {
    std::ios::sync_with_stdio(false);
    // Reading a line must not flush standard output: the search thread writes it (under the
    // engine's lock), and a flush from this thread at the same time repeated or lost answers.
    std::cin.tie(nullptr);
    verso::nboard::NboardEngine engine(std::cout, std::cerr);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!engine.handleLine(line)) return 0;
    }
    engine.finishSearch();  // end of input: let a search that was asked for finish and answer
    return 0;
}
