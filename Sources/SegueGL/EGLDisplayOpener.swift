import CEGL
import CGBM
import Foundation

/// An initialized EGL display together with whatever native object keeps it alive.
struct OpenedDisplay {
    var display: EGLDisplay
    var platform: EGLPlatform
    var device: String
    /// Releases the native resources (GBM device, file descriptor) after `eglTerminate`.
    var closeNative: () -> Void = {}
}

/// Opens EGL displays on each platform, reporting in words why one cannot be used.
enum EGLDisplayOpener {
    struct Failure: Error { var reason: String }

    static func open(_ platform: EGLPlatform, forced: Bool) throws(Failure) -> OpenedDisplay {
        let clientExtensions = Set(
            (eglQueryString(nil, EGL_EXTENSIONS).map { String(cString: $0) } ?? "")
                .split(separator: " ").map(String.init))
        switch platform {
        case .device: return try openDevice(clientExtensions: clientExtensions, allowSoftware: forced)
        case .gbm: return try openGBM(clientExtensions: clientExtensions)
        case .surfaceless: return try openSurfaceless(clientExtensions: clientExtensions)
        }
    }

    private static func openDevice(clientExtensions: Set<String>, allowSoftware: Bool) throws(Failure) -> OpenedDisplay
    {
        guard clientExtensions.contains("EGL_EXT_platform_device"),
            clientExtensions.contains("EGL_EXT_device_enumeration") || clientExtensions.contains("EGL_EXT_device_base"),
            let queryDevicesAddress = eglGetProcAddress("eglQueryDevicesEXT"),
            let queryStringAddress = eglGetProcAddress("eglQueryDeviceStringEXT")
        else { throw Failure(reason: "the EGL client lacks EGL_EXT_platform_device") }
        let queryDevices = unsafeBitCast(queryDevicesAddress, to: PFNEGLQUERYDEVICESEXTPROC.self)
        let queryString = unsafeBitCast(queryStringAddress, to: PFNEGLQUERYDEVICESTRINGEXTPROC.self)
        var count: EGLint = 0
        guard queryDevices(0, nil, &count) == EGLBoolean(EGL_TRUE), count > 0 else {
            throw Failure(reason: "eglQueryDevicesEXT found no device")
        }
        var devices = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        guard queryDevices(count, &devices, &count) == EGLBoolean(EGL_TRUE) else {
            throw Failure(reason: "eglQueryDevicesEXT failed with \(eglErrorName())")
        }
        // Mesa lists its software rasterizer as a device too; that is what `surfaceless` is for,
        // so the device platform takes it only when forced.
        var reasons: [String] = []
        let ranked = devices.prefix(Int(count)).compactMap { $0 }.map { device -> (EGLDeviceEXT, Bool, String) in
            let extensions = queryString(device, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
            let node =
                queryString(device, EGL_DRM_DEVICE_FILE_EXT).map { String(cString: $0) }
                ?? queryString(device, EGL_DRM_RENDER_NODE_FILE_EXT).map { String(cString: $0) }
            let software = extensions.contains("EGL_MESA_device_software")
            return (device, software, node ?? (software ? "software device" : "EGL device"))
        }
        for (index, (device, software, name)) in ranked.sorted(by: { !$0.1 && $1.1 }).enumerated() {
            if software && !allowSoftware {
                reasons.append("device \(index) is Mesa's software rasterizer")
                continue
            }
            guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), device, nil) else {
                reasons.append("eglGetPlatformDisplay(device \(index)) failed with \(eglErrorName())")
                continue
            }
            if eglInitialize(display, nil, nil) == EGLBoolean(EGL_TRUE) {
                return OpenedDisplay(display: display, platform: .device, device: name)
            }
            reasons.append("eglInitialize(device \(index)) failed with \(eglErrorName())")
        }
        throw Failure(reason: reasons.isEmpty ? "no usable device" : reasons.joined(separator: ", "))
    }

    private static func openGBM(clientExtensions: Set<String>) throws(Failure) -> OpenedDisplay {
        guard clientExtensions.contains("EGL_KHR_platform_gbm") || clientExtensions.contains("EGL_MESA_platform_gbm")
        else {
            throw Failure(reason: "the EGL client lacks EGL_KHR_platform_gbm")
        }
        let nodes = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? [])
            .filter { $0.hasPrefix("renderD") }.sorted().map { "/dev/dri/" + $0 }
        guard !nodes.isEmpty else { throw Failure(reason: "no /dev/dri/renderD* node") }
        var reasons: [String] = []
        for node in nodes {
            let fd = Foundation.open(node, O_RDWR | O_CLOEXEC)
            guard fd >= 0 else {
                reasons.append("open \(node): \(String(cString: strerror(errno)))")
                continue
            }
            guard let gbm = gbm_create_device(fd) else {
                close(fd)
                reasons.append("gbm_create_device(\(node)) failed")
                continue
            }
            if let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_GBM_KHR), UnsafeMutableRawPointer(gbm), nil),
                eglInitialize(display, nil, nil) == EGLBoolean(EGL_TRUE)
            {
                let gbmAddress = UInt(bitPattern: gbm)
                return OpenedDisplay(display: display, platform: .gbm, device: node) {
                    gbm_device_destroy(OpaquePointer(bitPattern: gbmAddress))
                    close(fd)
                }
            }
            reasons.append("eglInitialize(\(node)) failed with \(eglErrorName())")
            gbm_device_destroy(gbm)
            close(fd)
        }
        throw Failure(reason: reasons.joined(separator: ", "))
    }

    private static func openSurfaceless(clientExtensions: Set<String>) throws(Failure) -> OpenedDisplay {
        guard clientExtensions.contains("EGL_MESA_platform_surfaceless") else {
            throw Failure(
                reason: "the EGL client lacks EGL_MESA_platform_surfaceless (is Mesa's libegl-mesa0 installed?)")
        }
        guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else {
            throw Failure(reason: "eglGetPlatformDisplay failed with \(eglErrorName())")
        }
        guard eglInitialize(display, nil, nil) == EGLBoolean(EGL_TRUE) else {
            throw Failure(reason: "eglInitialize failed with \(eglErrorName())")
        }
        return OpenedDisplay(display: display, platform: .surfaceless, device: "none")
    }
}

/// The name of the last EGL error, e.g. `EGL_NOT_INITIALIZED`.
func eglErrorName() -> String {
    let code = eglGetError()
    let names: [Int32: String] = [
        EGL_SUCCESS: "EGL_SUCCESS", EGL_NOT_INITIALIZED: "EGL_NOT_INITIALIZED", EGL_BAD_ACCESS: "EGL_BAD_ACCESS",
        EGL_BAD_ALLOC: "EGL_BAD_ALLOC", EGL_BAD_ATTRIBUTE: "EGL_BAD_ATTRIBUTE", EGL_BAD_CONFIG: "EGL_BAD_CONFIG",
        EGL_BAD_CONTEXT: "EGL_BAD_CONTEXT", EGL_BAD_CURRENT_SURFACE: "EGL_BAD_CURRENT_SURFACE",
        EGL_BAD_DISPLAY: "EGL_BAD_DISPLAY", EGL_BAD_MATCH: "EGL_BAD_MATCH",
        EGL_BAD_NATIVE_PIXMAP: "EGL_BAD_NATIVE_PIXMAP", EGL_BAD_NATIVE_WINDOW: "EGL_BAD_NATIVE_WINDOW",
        EGL_BAD_PARAMETER: "EGL_BAD_PARAMETER", EGL_BAD_SURFACE: "EGL_BAD_SURFACE",
        EGL_CONTEXT_LOST: "EGL_CONTEXT_LOST",
    ]
    return names[code] ?? String(format: "EGL error 0x%04X", code)
}
