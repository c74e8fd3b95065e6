import CDRM
import CSDL2
import Foundation
import UnwindDisplayPower

/// A KMS/DRM console with no compositor (the Pi kiosk on Bookworm's KMS stack): the DPMS
/// property of the connected connector, set on the DRM file descriptor SDL's kmsdrm driver
/// already holds (`SDL_GetWindowWMInfo`), so no second DRM master is needed. The screen stays
/// dark while it is off because the show presents nothing then.
public final class KMSDRMPower: DisplayPowerBackend, @unchecked Sendable {
    /// `drm`.
    public let name = "drm"
    /// `DRM connector 42 (DPMS property 2) on /dev/dri/card0`.
    public let detail: String
    private let fd: Int32
    private let connector: UInt32
    private let property: UInt32

    /// The connected connector's DPMS property on `window`'s DRM descriptor, or why not.
    public static func open(window: Window) -> Result<KMSDRMPower, DisplayPowerError> {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window.handle, &info) == SDL_TRUE else {
            return .failure(DisplayPowerError("SDL_GetWindowWMInfo failed: \(String(cString: SDL_GetError()))"))
        }
        guard info.subsystem == SDL_SYSWM_KMSDRM else { return .failure(DisplayPowerError("SDL is not on its kmsdrm driver")) }
        let fd = info.info.kmsdrm.drm_fd
        guard fd >= 0 else { return .failure(DisplayPowerError("SDL's kmsdrm window has no DRM descriptor")) }
        guard let (connector, property) = dpmsProperty(fd: fd) else {
            return .failure(DisplayPowerError("no connected DRM connector with a DPMS property on card\(info.info.kmsdrm.dev_index)"))
        }
        return .success(
            KMSDRMPower(
                fd: fd, connector: connector, property: property,
                detail: "DRM connector \(connector) on /dev/dri/card\(info.info.kmsdrm.dev_index)"))
    }

    /// The candidate for `display-power = "drm"`.
    public static func candidate(window: Window?) -> DisplayPowerCandidate {
        let box = WindowBox(window)
        return DisplayPowerCandidate(name: "drm") {
            guard let window = box.window else { return .failure(DisplayPowerError("needs the show's window (SDL's DRM descriptor); tried when it opens")) }
            return open(window: window).map { $0 }
        }
    }

    private init(fd: Int32, connector: UInt32, property: UInt32, detail: String) {
        self.fd = fd
        self.connector = connector
        self.property = property
        self.detail = detail
    }

    /// Sets the connector's DPMS property to on or off.
    public func setPower(on: Bool) throws(DisplayPowerError) {
        let value = UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF)
        let result = drmModeConnectorSetProperty(fd, connector, property, value)
        guard result == 0 else { throw DisplayPowerError("setting DPMS on connector \(connector) failed: \(String(cString: strerror(-result)))") }
    }

    /// The first connected connector and the id of its `DPMS` property.
    static func dpmsProperty(fd: Int32) -> (UInt32, UInt32)? {
        guard let resources = drmModeGetResources(fd) else { return nil }
        defer { drmModeFreeResources(resources) }
        for index in 0..<Int(resources.pointee.count_connectors) {
            let id = resources.pointee.connectors[index]
            guard let connector = drmModeGetConnector(fd, id) else { continue }
            let connected = connector.pointee.connection == DRM_MODE_CONNECTED
            drmModeFreeConnector(connector)
            guard connected, let properties = drmModeObjectGetProperties(fd, id, UInt32(DRM_MODE_OBJECT_CONNECTOR)) else { continue }
            defer { drmModeFreeObjectProperties(properties) }
            for p in 0..<Int(properties.pointee.count_props) {
                guard let property = drmModeGetProperty(fd, properties.pointee.props[p]) else { continue }
                let name = withUnsafeBytes(of: property.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                let propertyID = property.pointee.prop_id
                drmModeFreeProperty(property)
                if name == "DPMS" { return (id, propertyID) }
            }
        }
        return nil
    }
}

/// Carries a window into a `Sendable` candidate: the chooser runs it on the render thread at
/// start, where the window lives.
private final class WindowBox: @unchecked Sendable {
    let window: Window?
    init(_ window: Window?) { self.window = window }
}
