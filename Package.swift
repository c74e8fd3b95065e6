// swift-tools-version: 6.0
// Unwind: kiosk slideshow, breathing trainer and gamepad navigation on one SDL2 engine.
//
// Module layering (see docs/architecture.md): everything except `UnwindPlatform` is plain
// Swift and testable without a display; `UnwindPlatform` is the only product module that
// imports `CSDL2`. `scripts/check-modules.py` (run by scripts/test.sh) checks that every
// dependency declared here is imported, and that CMakeLists.txt builds the same modules with
// the same dependencies and package versions.
import PackageDescription

let package = Package(
    name: "Unwind",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "unwind", targets: ["unwind"]),
        .executable(name: "unwind-bench", targets: ["unwind-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
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
        // libexif from the system, for EXIF orientation and date taken.
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"]), .brew(["libexif"])]),

        // Engine core, plain Swift: no SDL, no file system, no wall clock.
        // Seeded randomness and stable hashing: the same seed gives the same show.
        .target(name: "UnwindRandom"),
        .target(name: "UnwindECS"),
        .target(name: "UnwindTime"),
        .target(name: "UnwindDraw", dependencies: ["UnwindRandom"]),
        // Input events, their interpretation (chords, gestures, menu focus) and record/replay.
        .target(name: "UnwindInput", dependencies: ["UnwindDraw"]),
        .target(name: "UnwindTransitions", dependencies: ["UnwindECS", "UnwindTime", "UnwindDraw", "UnwindRandom"]),
        // Translated strings from gettext catalogs (po/), chosen from the locale environment.
        .target(name: "UnwindLocalization"),
        // Config checking both uses share: size-capped UTF-8 reading, TOML with the line of
        // every key, setting ranges, and the one `file:line: key 'k': message` error.
        .target(name: "UnwindConfig", dependencies: [.product(name: "TOMLKit", package: "TOMLKit")]),

        // The uses' simulations, plain Swift.
        // The breathing trainer's core: spiral geometry, session state machine, haptic beats, draw builder.
        .target(
            name: "UnwindBreathing",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindLocalization", "UnwindConfig",
            ]
        ),
        // Photo metadata (EXIF) without SDL.
        .target(name: "UnwindPhotos", dependencies: ["CExif"]),
        // The slideshow's plain-Swift core: scanning, ordering, playlist, show state, config, report.
        .target(
            name: "UnwindSlideshow",
            dependencies: [
                "UnwindTime", "UnwindDraw", "UnwindInput", "UnwindTransitions", "UnwindRandom", "UnwindPhotos", "UnwindConfig",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),

        // The only product module that talks to SDL.
        .target(
            name: "UnwindPlatform",
            dependencies: ["CSDL2", "UnwindDraw", "UnwindInput", .product(name: "Logging", package: "swift-log")]
        ),
        // The frame runner and the scene protocol: input → fixed ticks → draw list → SDL.
        .target(
            name: "UnwindRuntime",
            dependencies: [
                "UnwindDraw", "UnwindInput", "UnwindPlatform", "UnwindTime",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Frames to files: PNG sequences and Y4M streams.
        .target(name: "UnwindExport", dependencies: ["UnwindDraw", "UnwindPlatform"]),
        // The scenes that join a simulation to the platform: slideshow, breathing, home, render.
        .target(
            name: "UnwindScenes",
            dependencies: [
                "UnwindRuntime", "UnwindPlatform", "UnwindDraw", "UnwindInput", "UnwindTime", "UnwindRandom",
                "UnwindTransitions", "UnwindBreathing", "UnwindLocalization", "UnwindSlideshow", "UnwindPhotos",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The `unwind` command line: subcommands and their options.
        .target(
            name: "UnwindCLI",
            dependencies: [
                "UnwindScenes", "UnwindRuntime", "UnwindExport", "UnwindPlatform", "UnwindDraw", "UnwindInput",
                "UnwindTransitions", "UnwindBreathing", "UnwindLocalization", "UnwindSlideshow", "UnwindConfig",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "unwind", dependencies: ["UnwindCLI"]),
        .executableTarget(
            name: "unwind-bench",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindRandom", "UnwindPlatform", "UnwindPlatformTesting",
                "UnwindRuntime", "UnwindScenes", "UnwindTransitions", "UnwindBreathing", "UnwindLocalization",
                "UnwindSlideshow",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Test support, never linked by `unwind`: shared headless SDL, synthetic SDL events
        // and a virtual game controller (the platform's test doubles, which reach into SDL),
        // and plain helpers (repository paths, temporary trees).
        .target(
            name: "UnwindPlatformTesting",
            dependencies: ["CSDL2", "UnwindPlatform", "UnwindDraw", "UnwindInput"],
            path: "Tests/Support/UnwindPlatformTesting"
        ),
        .target(name: "UnwindTestSupport", path: "Tests/Support/UnwindTestSupport"),

        .testTarget(name: "UnwindRandomTests", dependencies: ["UnwindRandom"]),
        .testTarget(name: "UnwindECSTests", dependencies: ["UnwindECS", "UnwindRandom"]),
        .testTarget(name: "UnwindTimeTests", dependencies: ["UnwindTime", "UnwindRandom"]),
        .testTarget(name: "UnwindDrawTests", dependencies: ["UnwindDraw"]),
        .testTarget(name: "UnwindInputTests", dependencies: ["UnwindInput", "UnwindDraw"]),
        .testTarget(name: "UnwindPhotosTests", dependencies: ["UnwindPhotos"]),
        .testTarget(name: "UnwindLocalizationTests", dependencies: ["UnwindLocalization", "UnwindTestSupport"]),
        .testTarget(name: "UnwindConfigTests", dependencies: ["UnwindConfig"]),
        .testTarget(
            name: "UnwindBreathingTests",
            dependencies: ["UnwindBreathing", "UnwindConfig", "UnwindDraw", "UnwindLocalization", "UnwindRandom", "UnwindTime", "UnwindTestSupport"]
        ),
        .testTarget(
            name: "UnwindTransitionsTests",
            dependencies: [
                "UnwindTransitions", "UnwindDraw", "UnwindECS", "UnwindPlatform", "UnwindPlatformTesting", "UnwindRandom",
                "UnwindTime",
            ]
        ),
        .testTarget(
            name: "UnwindPlatformTests",
            dependencies: ["UnwindPlatform", "UnwindPlatformTesting", "UnwindDraw", "UnwindInput", "UnwindTestSupport"]
        ),
        .testTarget(
            name: "UnwindRuntimeTests",
            dependencies: ["UnwindRuntime", "UnwindPlatform", "UnwindPlatformTesting", "UnwindDraw", "UnwindInput", "UnwindTime"]
        ),
        .testTarget(
            name: "UnwindSlideshowTests",
            dependencies: ["UnwindSlideshow", "UnwindConfig", "UnwindDraw", "UnwindInput", "UnwindPhotos", "UnwindRandom", "UnwindTestSupport"]
        ),
        .testTarget(
            name: "UnwindScenesTests",
            dependencies: [
                "UnwindScenes", "UnwindRuntime", "UnwindPlatform", "UnwindPlatformTesting", "UnwindDraw", "UnwindInput",
                "UnwindTime", "UnwindBreathing", "UnwindLocalization", "UnwindSlideshow", "UnwindPhotos",
                "UnwindTransitions", "UnwindTestSupport",
            ],
            // Image fixtures are read from the source tree by path, not bundled.
            exclude: ["Fixtures"]
        ),
        // Depends on the `unwind` executable so `swift test` builds it for the end-to-end tests.
        .testTarget(
            name: "UnwindCLITests",
            dependencies: ["unwind", "UnwindDraw", "UnwindPlatform", "UnwindPlatformTesting", "UnwindTestSupport"]
        ),
    ]
)
