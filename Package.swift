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
        // The remote-control HTTP server: pure Swift, no SwiftNIO, so both builds stay small.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
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
        // The slideshow's plain-Swift core: scanning, ordering, playlist, show state, config, report.
        .target(
            name: "UnwindSlideshow",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindInput", "UnwindTransitions",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),

        // Remote control: the inbox the show drains, the status it publishes, the HTTP API and
        // control page (FlyingFox). Plain Swift; its threads never touch ECS or SDL state.
        .target(
            name: "UnwindRemote",
            dependencies: [
                "UnwindInput", "UnwindTransitions", "UnwindSlideshow",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // libmosquitto from the system, for MQTT.
        .systemLibrary(name: "CMosquitto", pkgConfig: "libmosquitto", providers: [.apt(["libmosquitto-dev"]), .brew(["mosquitto"])]),
        // MQTT and Home Assistant discovery on top of the remote inbox and status board.
        .target(name: "UnwindMQTT", dependencies: ["CMosquitto", "UnwindRemote", "UnwindInput", "UnwindSlideshow"]),

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
                "UnwindSlideshow", "UnwindPhotos",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The `unwind` command line: subcommands and their options.
        .target(
            name: "UnwindCLI",
            dependencies: [
                "UnwindApp", "UnwindPlatform", "UnwindDraw", "UnwindTime", "UnwindECS", "UnwindInput", "UnwindTransitions",
                "UnwindBreathing", "UnwindLocalization",
                "UnwindSlideshow", "UnwindRemote", "UnwindMQTT",
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
                "UnwindSlideshow", "UnwindRemote", "UnwindMQTT",
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
                "UnwindSlideshow", "UnwindPhotos", "UnwindTransitions",
            ],
            // Image fixtures are read from the source tree by path, not bundled.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "UnwindRemoteTests", dependencies: ["UnwindRemote", "UnwindInput", "UnwindSlideshow", "UnwindTransitions"]),
        .testTarget(name: "UnwindMQTTTests", dependencies: ["UnwindMQTT", "UnwindRemote", "UnwindInput", "UnwindSlideshow"]),
        .testTarget(name: "UnwindSlideshowTests", dependencies: ["UnwindSlideshow", "UnwindTransitions", "UnwindDraw"]),
        // Depends on the `unwind` executable so `swift test` builds it for the end-to-end tests.
        .testTarget(name: "UnwindCLITests", dependencies: ["UnwindCLI", "unwind", "UnwindPlatform", "UnwindDraw"]),
    ]
)
