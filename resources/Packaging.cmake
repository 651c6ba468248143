# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: `cpack -G DEB` in a build configured with -DCMAKE_INSTALL_PREFIX=/usr
# -DCMAKE_INSTALL_BINDIR=games (the programs in /usr/games, as Debian's games are) makes
# verso_<version>_<arch>.deb, its dependencies computed by dpkg-shlibdeps.
# tools/package-test.sh builds it, checks it with lintian and installs it in a fresh Debian root.

# What Debian wants in /usr/share/doc/<package>: the machine-readable copyright and the
# changelog, compressed with gzip -9n (no name or time stamp, so the package is reproducible).
set(VERSO_DEBIAN_DOCDIR "${CMAKE_INSTALL_DATADIR}/doc/verso")
set(VERSO_CHANGELOG_GZ "${PROJECT_BINARY_DIR}/changelog.gz")
add_custom_command(OUTPUT "${VERSO_CHANGELOG_GZ}"
    COMMAND gzip -9n -c "${PROJECT_SOURCE_DIR}/resources/debian/changelog" > "${VERSO_CHANGELOG_GZ}"
    DEPENDS "${PROJECT_SOURCE_DIR}/resources/debian/changelog" VERBATIM)
add_custom_target(verso_changelog ALL DEPENDS "${VERSO_CHANGELOG_GZ}")
install(FILES "${PROJECT_SOURCE_DIR}/resources/debian/copyright" "${VERSO_CHANGELOG_GZ}" DESTINATION ${VERSO_DEBIAN_DOCDIR})

# The manual pages (resources/man), compressed as Debian and man-db expect, each installed with
# its program.
set(VERSO_MAN_PAGES verso-cli verso-engine)
if(TARGET verso)
    list(PREPEND VERSO_MAN_PAGES verso)
endif()
foreach(page IN LISTS VERSO_MAN_PAGES)
    set(gz "${PROJECT_BINARY_DIR}/man/${page}.6.gz")
    add_custom_command(OUTPUT "${gz}"
        COMMAND ${CMAKE_COMMAND} -E make_directory "${PROJECT_BINARY_DIR}/man"
        COMMAND gzip -9n -c "${PROJECT_SOURCE_DIR}/resources/man/${page}.6" > "${gz}"
        DEPENDS "${PROJECT_SOURCE_DIR}/resources/man/${page}.6" VERBATIM)
    list(APPEND VERSO_MAN_GZ "${gz}")
    install(FILES "${gz}" DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endforeach()
add_custom_target(verso_man_pages ALL DEPENDS ${VERSO_MAN_GZ})

set(CPACK_PACKAGE_NAME "verso")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Verso developers")
set(CPACK_PACKAGE_CONTACT "The Verso developers <verso@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Reversi (Othello) game for the desktop")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/verso-reversi/verso")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What dpkg-shlibdeps cannot see: Qt loads the windowing-system plugins (xcb, wayland) and the SVG
# icon and image plugins at run time.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Play Reversi against a friend on the same screen or against the computer at
eight levels, from a beginner who can be beaten to a deep search with a
perfect endgame. The computer thinks on its own thread, so the window never
freezes.
.
Verso shows what every move is worth, reviews games move by move, keeps every
game played, searches game databases by position, reads and writes GGF game
records and seats outside engines that speak the NBoard protocol. It comes
with the command-line tools verso-cli and verso-engine.")
include(CPack)
