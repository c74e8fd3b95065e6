import UnwindDraw

/// The guidance text and the Idle controls, fitted into the layout's areas.
extension SpiralDrawBuilder {
    /// Chip colours: resting, chosen, and the chosen chip's outline.
    static let chipColor = Color(26, 32, 56)
    static let chosenChipColor = Color(52, 60, 104)
    static let chosenOutline = Color(162, 118, 255)
    static let summaryAccent = Color(206, 196, 255)

    func drawText(_ g: BreathingGuidance, into list: inout DrawList, layout: BreathingLayout, text: TextFitter) {
        add(text.fit(g.title, in: layout.title, size: layout.titleSize, color: .white, placement: .bottom, maxLines: layout.titleLines), to: &list)
        if let detail = g.detail {
            add(text.fit(detail, in: layout.detail, size: layout.bodySize, color: Self.detailColor), to: &list)
        }
        if let hint = g.hint {
            add(text.fit(hint, in: layout.hint, size: layout.bodySize, color: Self.hintColor, placement: .bottom), to: &list)
        }
        if !g.footer.isEmpty {
            add(text.fit(g.footer, in: layout.footer, size: layout.footerSize, color: Self.footerColor, placement: .center, maxLines: 1), to: &list)
        }
        if let choices = g.choices {
            drawChoices(choices, into: &list, layout: layout, text: text)
        }
        if !g.lines.isEmpty {
            drawSummary(g.lines, week: g.week, into: &list, layout: layout, text: text)
        }
    }

    /// The pattern chips and the session length with its − and + buttons.
    private func drawChoices(_ choices: BreathingGuidance.Choices, into list: inout DrawList, layout: BreathingLayout, text: TextFitter) {
        let inset = layout.bodySize * 0.4
        for (i, (option, rect)) in zip(choices.patterns, layout.patternChips).enumerated() {
            let chosen = i == choices.selected
            if chosen {
                let o = max(layout.bodySize * 0.12, 2)
                list.fill(Rect(x: rect.x - o, y: rect.y - o, width: rect.width + 2 * o, height: rect.height + 2 * o), Self.chosenOutline)
            }
            list.fill(rect, chosen ? Self.chosenChipColor : Self.chipColor)
            let label = "\(option.title) · \(option.timing)"
            let area = Rect(x: rect.x + inset, y: rect.y, width: rect.width - 2 * inset, height: rect.height)
            add(text.fit(label, in: area, size: layout.bodySize, color: chosen ? .white : Self.detailColor, placement: .center, maxLines: 1), to: &list)
        }
        for (glyph, rect) in [("−", layout.lengthLess), ("+", layout.lengthMore)] where !rect.isEmpty {
            list.fill(rect, Self.chipColor)
            add(text.fit(glyph, in: rect, size: layout.bodySize * 1.3, color: .white, placement: .center, maxLines: 1), to: &list)
        }
        add(text.fit(choices.length, in: layout.lengthLabel, size: layout.bodySize, color: Self.detailColor, placement: .center), to: &list)
    }

    /// The Completed summary, centred where the spiral was: the session's own lines, then
    /// the history in a softer colour, with this week's seven day marks after the week's line
    /// (a filled dot for a day with a session, a ring for one without, today outlined).
    private func drawSummary(_ lines: [String], week: BreathingGuidance.Week?, into list: inout DrawList, layout: BreathingLayout, text: TextFitter) {
        let area = layout.summary
        let size = layout.bodySize * 1.3
        let rows = lines.count + (week == nil ? 0 : 1)
        let step = min(size * 1.7, area.height / Float(rows))
        var y = area.center.y - step * Float(rows) / 2
        for (i, line) in lines.enumerated() {
            let row = Rect(x: area.x, y: y, width: area.width, height: step)
            add(text.fit(line, in: row, size: size, color: i < 2 ? .white : Self.summaryAccent, placement: .center, maxLines: 1), to: &list)
            y += step
            if i == 2, let week {
                drawWeek(week, into: &list, center: Vec2(area.center.x, y + step / 2), size: min(step * 0.5, size * 0.7))
                y += step
            }
        }
    }

    /// Seven marks in a row, `size` wide each, centred on `center`.
    private func drawWeek(_ week: BreathingGuidance.Week, into list: inout DrawList, center: Vec2, size: Float) {
        let gap = size * 0.9
        let left = center.x - (7 * size + 6 * gap) / 2 + size / 2
        for (i, done) in week.days.prefix(7).enumerated() {
            let c = Vec2(left + Float(i) * (size + gap), center.y)
            let r = size / 2
            if done {
                disc(into: &list, c, radius: r, color: Self.summaryAccent)
            } else {
                ring(into: &list, c, radius: r - 1, width: max(r * 0.18, 1.5), color: Self.footerColor)
            }
            if i == week.today {
                ring(into: &list, c, radius: r + max(r * 0.35, 3), width: max(r * 0.12, 1.5), color: .white)
            }
        }
    }

    private func add(_ fitted: TextFitter.Fitted, to list: inout DrawList) {
        for run in fitted.runs { list.text(run) }
    }
}
