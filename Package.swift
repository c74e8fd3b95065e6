// swift-tools-version: 6.0
// Unwind: kiosk slideshow, breathing trainer and gamepad navigation on one SDL2 engine.
//
// Module layering (see docs/architecture.md): everything above `UnwindPlatform` is plain
// Swift and testable without a display; `UnwindPlatform` is the only module that imports
// `CSDL2`.
import PackageDescription

let package = Package(
    name: "Unwind",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "unwind", targets: ["unwind"]),
        .executable(name: "unwind-bench", targets: ["unwind-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // SDL2, SDL2_image and SDL2_ttf from the system, found with pkg-config.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"]),
                .brew(["sdl2", "sdl2_image", "sdl2_ttf"]),
            ]
        ),

        // Plain Swift: no SDL, no file system, no wall clock.
        .target(name: "UnwindECS"),
        .target(name: "UnwindTime"),
        .target(name: "UnwindDraw"),
        .target(name: "UnwindInput"),
        .target(name: "UnwindTransitions", dependencies: ["UnwindECS", "UnwindTime", "UnwindDraw"]),
        // Translated strings from gettext catalogs (po/), chosen from the locale environment.
        .target(name: "UnwindLocalization"),
        // The breathing trainer's core: spiral geometry, session state machine, haptic beats, draw builder.
        .target(
            name: "UnwindBreathing",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindInput", "UnwindLocalization",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),

        // libexif from the system, for EXIF orientation and date taken.
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"]), .brew(["libexif"])]),
        // Photo metadata (EXIF) without SDL.
        .target(name: "UnwindPhotos", dependencies: ["CExif"]),
        // libheif, libpng and libtiff from the system, for the decoders Unwind runs itself.
        .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"]), .brew(["libheif"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CTIFF", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"]), .brew(["libtiff"])]),
        // Decoders without SDL: HEIC/AVIF (libheif), PNG (libpng, errors as values), GIF (Swift).
        .target(name: "UnwindCodecs", dependencies: ["CHeif", "CPNG", "CTIFF", "UnwindDraw"]),
        // The slideshow's plain-Swift core: scanning, ordering, playlist, show state, config, report.
        .target(
            name: "UnwindSlideshow",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindInput", "UnwindTransitions",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),

        // Seeded generators of image headers for every format, for tests and fuzzing.
        .target(name: "UnwindSlideshowTesting", dependencies: ["UnwindSlideshow"]),

        // The only module that talks to SDL.
        .target(
            name: "UnwindPlatform",
            dependencies: [
                "CSDL2", "UnwindDraw", "UnwindTime", "UnwindInput",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Scenes and the frame runner that joins the loop, the world and the platform.
        .target(
            name: "UnwindApp",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindInput", "UnwindPlatform", "UnwindTransitions",
                "UnwindBreathing", "UnwindLocalization",
                "UnwindSlideshow", "UnwindPhotos", "UnwindCodecs",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The `unwind` command line: subcommands and their options.
        .target(
            name: "UnwindCLI",
            dependencies: [
                "UnwindApp", "UnwindPlatform", "UnwindDraw", "UnwindTime", "UnwindECS", "UnwindInput", "UnwindTransitions",
                "UnwindBreathing", "UnwindLocalization",
                "UnwindSlideshow",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "unwind", dependencies: ["UnwindCLI"]),
        .executableTarget(
            name: "unwind-bench",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindPlatform", "UnwindApp", "UnwindTransitions",
                "UnwindBreathing", "UnwindLocalization",
                "UnwindSlideshow", "UnwindCodecs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        .testTarget(name: "UnwindECSTests", dependencies: ["UnwindECS"]),
        .testTarget(name: "UnwindTimeTests", dependencies: ["UnwindTime"]),
        .testTarget(name: "UnwindDrawTests", dependencies: ["UnwindDraw"]),
        .testTarget(name: "UnwindInputTests", dependencies: ["UnwindInput"]),
        .testTarget(name: "UnwindLocalizationTests", dependencies: ["UnwindLocalization"]),
        .testTarget(name: "UnwindBreathingTests", dependencies: ["UnwindBreathing", "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindLocalization"]),
        .testTarget(
            name: "UnwindTransitionsTests",
            dependencies: ["UnwindTransitions", "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindPlatform"]
        ),
        .testTarget(
            name: "UnwindPlatformTests",
            dependencies: ["UnwindPlatform", "UnwindDraw", "UnwindTime", "UnwindInput"]
        ),
        .testTarget(
            name: "UnwindAppTests",
            dependencies: [
                "UnwindApp", "UnwindPlatform", "UnwindDraw", "UnwindTime", "UnwindECS", "UnwindInput",
                "UnwindBreathing", "UnwindLocalization",
                "UnwindSlideshow", "UnwindPhotos", "UnwindTransitions", "UnwindCodecs", "UnwindSlideshowTesting",
            ],
            // Image fixtures are read from the source tree by path, not bundled.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "UnwindSlideshowTests", dependencies: ["UnwindSlideshow", "UnwindSlideshowTesting", "UnwindTransitions", "UnwindDraw"]),
        .testTarget(name: "UnwindCodecsTests", dependencies: ["UnwindCodecs", "UnwindDraw", "UnwindPhotos", "UnwindSlideshow", "UnwindSlideshowTesting"]),
        // Depends on the `unwind` executable so `swift test` builds it for the end-to-end tests.
        .testTarget(name: "UnwindCLITests", dependencies: ["UnwindCLI", "unwind", "UnwindPlatform", "UnwindDraw", "UnwindCodecs"]),
    ]
)
