import Testing
import UnwindPresence
import UnwindRemote

/// The PIR line's spec and the failure of a line that cannot be read, through the real
/// libgpiod. (An edge test needs a GPIO chip: the kernel's gpio-sim is not offered on the
/// build machines, see docs/kiosk.md.)
@Suite struct GPIOPresenceTests {
    @Test func parsesChipAndLine() {
        func spec(_ text: String) -> String? { GPIOPresence.parse(text).map { "\($0.chip) line \($0.line)" } }
        #expect(spec("gpiochip0:17") == "gpiochip0 line 17")
        #expect(spec("/dev/gpiochip1:4") == "/dev/gpiochip1 line 4")
        #expect(GPIOPresence.parse("gpiochip0") == nil)
        #expect(GPIOPresence.parse(":17") == nil)
        #expect(GPIOPresence.parse("gpiochip0:-1") == nil)
        #expect(GPIOPresence.parse("gpiochip0:5000") == nil)
    }

    @Test func aMissingChipIsOneLineNamingIt() {
        do {
            _ = try GPIOPresence("gpiochip-unwind-test-absent:17", inbox: RemoteInbox())
            Issue.record("no such chip: must fail")
        } catch {
            #expect(error.description.hasPrefix("presence-gpio: cannot open GPIO chip gpiochip-unwind-test-absent: "), "\(error)")
        }
    }
}
