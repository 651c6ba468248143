// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/external/ExternalEngineFault.h"

namespace verso::session {

namespace {

QString printable(QChar c) {
    if (c == u'\n') return QStringLiteral("\\n");
    if (c == u'\r') return QStringLiteral("\\r");
    if (c == u'\t') return QStringLiteral("\\t");
    const auto category = c.category();
    if (category == QChar::Other_Control || category == QChar::Other_Format ||
        category == QChar::Other_NotAssigned)
        return QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
    return QString(c);
}

}  // namespace

QString printableEngineText(const QString& text, int maxLength) {
    QString out;
    for (const QChar c : text) {
        const QString piece = printable(c);
        if (out.size() + piece.size() > maxLength) return out + QStringLiteral("...");
        out += piece;
    }
    return out;
}

}  // namespace verso::session
