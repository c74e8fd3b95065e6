/// What the frame shows to pair a phone: a QR code of the control page's address (token
/// included) and the address in words, for a phone without a camera app that reads codes.
/// Made by the remote (which knows the address); the show only draws it.
public struct PairingCard: Sendable, Equatable {
    /// Modules per side of the square code.
    public let size: Int
    /// `size * size` modules, row by row; true is dark.
    public let modules: [Bool]
    /// The address without the token, printed under the code.
    public let address: String

    /// A card for a code of `size` modules a side.
    public init(size: Int, modules: [Bool], address: String) {
        self.size = size
        self.modules = modules
        self.address = address
    }
}
