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
        .executable(name: "example-fixed-timestep", targets: ["example-fixed-timestep"]),
        .executable(name: "example-gamepad-tester", targets: ["example-gamepad-tester"]),
        .executable(name: "example-transition", targets: ["example-transition"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        // The remote-control HTTP server: pure Swift, no SwiftNIO, so both builds stay small.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
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
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),

        // Engine core, plain Swift: no SDL, no file system, no wall clock.
        // Seeded randomness and stable hashing: the same seed gives the same show.
        .target(name: "UnwindRandom"),
        // The one locking helper (`Locked`, over Synchronization.Mutex) every threaded module shares.
        .target(name: "UnwindSync"),
        .target(name: "UnwindECS"),
        .target(name: "UnwindTime"),
        .target(name: "UnwindDraw", dependencies: ["UnwindRandom", "CPixelKernels"]),
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
        // The offline gazetteer: GPS position → "Lisbon, Portugal" for captions.
        .target(name: "UnwindPlaces"),
        // libheif, libpng and libtiff from the system, for the decoders Unwind runs itself.
        .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"]), .brew(["libheif"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CTIFF", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"]), .brew(["libtiff"])]),
        // libjpeg-turbo's TurboJPEG API, for JPEG decoded at the size it is shown at.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
        // Decoders without SDL: JPEG (libjpeg-turbo, scaled), HEIC/AVIF (libheif), PNG (libpng,
        // errors as values), GIF (Swift).
        .target(name: "UnwindCodecs", dependencies: ["CHeif", "CPNG", "CTIFF", "CTurboJPEG", "UnwindDraw", "UnwindSync"]),
        // Photos as media, plain Swift with no SDL and no show: source-neutral media ids, the
        // photo-source protocol and the local-folder source (scanner, listings, file identities),
        // the records and changes sources report, image formats by content, and a photo
        // decoded and composed on CPU pixels (the slide's frame, with no SDL surface).
        .target(name: "UnwindMedia", dependencies: ["UnwindPhotos", "UnwindSync", "UnwindDraw", "UnwindCodecs"]),
        // FFmpeg's headers from the system (libavformat-dev, libavcodec-dev, libswscale-dev,
        // libswresample-dev, libavutil-dev), for video clips, Live Photos and Motion Photos. Not linked: see CFFmpegLoader.
        .systemLibrary(name: "CFFmpeg"),
        // FFmpeg's libraries opened with dlopen the first time a clip is opened, so a start never
        // loads its ~100 codec libraries; one line per function in ffmpeg_functions.def.
        .target(name: "CFFmpegLoader", exclude: ["ffmpeg_functions.def"], linkerSettings: [.linkedLibrary("dl")]),
        // Clips as frame streams without SDL: open a file or a byte range read-only, then the
        // frame for any time as YUV planes at the size on screen.
        .target(name: "UnwindVideo", dependencies: ["CFFmpeg", "CFFmpegLoader", "UnwindDraw"]),
        // The slideshow's plain-Swift core: scanning, ordering, playlist, config, report, and the
        // show itself as an ECS world (slides on screen as entities, Ken Burns, portrait pairs).
        .target(
            name: "UnwindSlideshow",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindInput", "UnwindTransitions", "UnwindRandom", "UnwindPhotos",
                "UnwindMedia", "UnwindCodecs", "UnwindLocalization", "UnwindConfig", "UnwindControl", .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // The library index: what the show knows about each photo, in SQLite (GRDB) under the
        // user's state directory, refreshed incrementally; plain Swift, no SDL.
        .target(
            name: "UnwindLibrary",
            dependencies: [
                "UnwindPhotos", "UnwindMedia", "UnwindSync", "UnwindVideo",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Remote control: the inbox the show drains, the status it publishes, the HTTP API and
        // control page, served by a poll(2) loop of its own with every size and wait capped.
        // Plain Swift; its thread never touches ECS or SDL state.
        // Every setting a running show can change and every command it takes, defined once;
        // the command line, the config, HTTP, the page, MQTT and Home Assistant read it.
        .target(name: "UnwindControl", dependencies: ["UnwindInput", "UnwindConfig", "UnwindMedia", "UnwindTransitions"]),
        .target(
            name: "UnwindRemote", dependencies: ["UnwindControl", "UnwindInput", "UnwindTransitions", "UnwindConfig", "UnwindMedia", "UnwindSync", "CQRencode"]),
        // libmosquitto from the system, for MQTT.
        .systemLibrary(name: "CMosquitto", pkgConfig: "libmosquitto", providers: [.apt(["libmosquitto-dev"]), .brew(["mosquitto"])]),
        // MQTT and Home Assistant discovery on top of the remote inbox and status board.
        .target(
            name: "UnwindMQTT", dependencies: ["CMosquitto", "UnwindControl", "UnwindRemote", "UnwindInput", "UnwindConfig", "UnwindTransitions", "UnwindSync"]),
        // libcurl from the system, for network folders (never a hand-written HTTP client).
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        // Network photo folders: a WebDAV share as a PhotoSource, downloaded ahead into a bounded
        // cache the show plays from (PROPFIND listings, ETag changes, outages, limits).
        .target(name: "UnwindWebDAV", dependencies: ["CCurl", "UnwindMedia", "UnwindPhotos", "UnwindSync"]),

        // Turning the panel off: the backend protocol, the chooser, and the backends that need
        // no SDL (command, sysfs backlight, CEC and Wayland through their tools). Plain Swift.
        .target(name: "UnwindDisplayPower", dependencies: ["UnwindSync"]),
        // libXext's DPMS and libdrm's mode setting, for UnwindPlatform's display-power backends.
        .systemLibrary(name: "CXext", pkgConfig: "xext", providers: [.apt(["libxext-dev"])]),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        // libwayland-client, to ask a compositor for an input seat before SDL starts.
        .systemLibrary(name: "CWaylandClient", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
        // libgpiod and a PIR motion sensor on a GPIO line, posting presence to the remote inbox.
        .systemLibrary(name: "CGpiod", pkgConfig: "libgpiod", providers: [.apt(["libgpiod-dev"])]),
        .target(name: "UnwindPresence", dependencies: ["CGpiod", "UnwindRemote", "UnwindSync"]),
        // Portable C pixel loops the software renderer draws with (SSE2 / NEON by vectorisation):
        // scaled photos, and untextured meshes (UnwindDraw's MeshRaster). Optimised in debug
        // builds too, so tests that draw through them run at a usable speed.
        .target(name: "CPixelKernels", cSettings: [.unsafeFlags(["-O2"])]),
        // The only product module that talks to SDL.
        .target(
            name: "UnwindPlatform",
            dependencies: [
                "CSDL2", "CXext", "CDRM", "CWaylandClient", "CPixelKernels", "UnwindDraw", "UnwindInput", "UnwindMedia", "UnwindSync",
                "UnwindDisplayPower", "UnwindCodecs",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The frame runner and the scene protocol: input → fixed ticks → draw list → SDL.
        .target(
            name: "UnwindRuntime",
            dependencies: [
                "UnwindDraw", "UnwindInput", "UnwindPlatform", "UnwindTime", "UnwindSync",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Frames to files: PNG sequences and Y4M streams.
        .target(name: "UnwindExport", dependencies: ["UnwindDraw", "UnwindPlatform", "UnwindSync"]),
        // The scenes that join a simulation to the platform: slideshow, breathing, home, render.
        .target(
            name: "UnwindScenes",
            dependencies: [
                "UnwindRuntime", "UnwindPlatform", "UnwindDraw", "UnwindInput", "UnwindTime", "UnwindRandom",
                "UnwindTransitions", "UnwindBreathing", "UnwindLocalization", "UnwindSlideshow", "UnwindPhotos", "UnwindCodecs",
                "UnwindLibrary", "UnwindMedia", "UnwindPlaces", "UnwindSync", "UnwindVideo", .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The `unwind` command line: subcommands and their options.
        .target(
            name: "UnwindCLI",
            dependencies: [
                "UnwindScenes", "UnwindRuntime", "UnwindExport", "UnwindPlatform", "UnwindDraw", "UnwindInput",
                "UnwindTransitions", "UnwindBreathing", "UnwindLocalization", "UnwindSlideshow", "UnwindRemote", "UnwindMQTT",
                "UnwindLibrary", "UnwindPhotos", "UnwindConfig", "UnwindControl", "UnwindMedia", "UnwindSync", "UnwindDisplayPower", "UnwindPresence",
                "UnwindWebDAV",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "unwind", dependencies: ["UnwindCLI"]),
        .executableTarget(
            name: "unwind-bench",
            dependencies: [
                "UnwindECS", "UnwindTime", "UnwindDraw", "UnwindInput", "UnwindRandom", "UnwindPlatform", "UnwindPlatformTesting",
                "UnwindRuntime", "UnwindScenes", "UnwindTransitions", "UnwindBreathing", "UnwindLocalization",
                "UnwindSlideshow", "UnwindCodecs", "UnwindRemote", "UnwindMQTT", "UnwindLibrary", "UnwindPhotos",
                "UnwindPlaces", "UnwindTestSupport", "UnwindConfig", "UnwindMedia", "UnwindSync",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Small programs on the engine, one file each, built and run by ExamplesTests.
        .executableTarget(
            name: "example-fixed-timestep",
            dependencies: ["UnwindDraw", "UnwindInput", "UnwindPlatform", "UnwindRuntime", "UnwindTime"],
            path: "Examples/FixedTimestep"
        ),
        .executableTarget(
            name: "example-gamepad-tester",
            dependencies: ["UnwindDraw", "UnwindInput", "UnwindPlatform", "UnwindPlatformTesting"],
            path: "Examples/GamepadTester"
        ),
        .executableTarget(
            name: "example-transition",
            dependencies: ["UnwindDraw", "UnwindInput", "UnwindPlatform", "UnwindRuntime", "UnwindTime", "UnwindTransitions"],
            path: "Examples/TransitionWindow"
        ),

        // Test support, never linked by `unwind`: shared headless SDL, synthetic SDL events
        // and a virtual game controller (the platform's test doubles, which reach into SDL),
        // and plain helpers (repository paths, temporary trees).
        .target(
            name: "UnwindPlatformTesting",
            dependencies: ["CSDL2", "UnwindPlatform", "UnwindDraw", "UnwindInput"],
            path: "Tests/Support/UnwindPlatformTesting"
        ),
        .target(name: "UnwindTestSupport", dependencies: ["UnwindSync"], path: "Tests/Support/UnwindTestSupport"),
        // Seeded generators of image files and headers of every format, for tests and fuzzing.
        .target(name: "UnwindSlideshowTesting", dependencies: ["UnwindMedia", "UnwindRandom"], path: "Tests/Support/UnwindSlideshowTesting"),
        // Writes the seeded photo files the fuzz harness runs through `unwind slideshow`.
        .executableTarget(
            name: "unwind-fuzz-images",
            dependencies: ["UnwindSlideshowTesting", "UnwindMedia", "UnwindCodecs", "UnwindDraw"],
            path: "Tests/Support/unwind-fuzz-images"
        ),

        .testTarget(name: "UnwindRandomTests", dependencies: ["UnwindRandom"]),
        .testTarget(name: "UnwindPlacesTests", dependencies: ["UnwindPlaces", "UnwindRandom", "UnwindTestSupport"]),
        .testTarget(name: "UnwindSyncTests", dependencies: ["UnwindSync"]),
        .testTarget(name: "UnwindECSTests", dependencies: ["UnwindECS", "UnwindRandom"]),
        .testTarget(name: "UnwindTimeTests", dependencies: ["UnwindTime", "UnwindRandom"]),
        .testTarget(name: "UnwindDrawTests", dependencies: ["UnwindDraw"]),
        .testTarget(name: "UnwindInputTests", dependencies: ["UnwindInput", "UnwindDraw"]),
        .testTarget(name: "UnwindPhotosTests", dependencies: ["UnwindPhotos", "UnwindTestSupport"]),
        .testTarget(
            name: "UnwindMediaTests",
            dependencies: ["UnwindMedia", "UnwindPhotos", "UnwindRandom", "UnwindSlideshowTesting", "UnwindTestSupport", "UnwindCodecs", "UnwindDraw"]
        ),
        .testTarget(
            name: "UnwindCodecsTests",
            dependencies: ["UnwindCodecs", "CTurboJPEG", "UnwindDraw", "UnwindPhotos", "UnwindRandom", "UnwindMedia", "UnwindSlideshowTesting"]
        ),
        .testTarget(name: "UnwindVideoTests", dependencies: ["UnwindVideo", "UnwindDraw", "UnwindRandom", "UnwindTestSupport"]),
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
            dependencies: ["UnwindPlatform", "UnwindPlatformTesting", "UnwindDraw", "UnwindInput", "UnwindTestSupport", "UnwindDisplayPower"]
        ),
        .testTarget(
            name: "UnwindRuntimeTests",
            dependencies: ["UnwindRuntime", "UnwindPlatform", "UnwindPlatformTesting", "UnwindDraw", "UnwindInput", "UnwindTime"]
        ),
        .testTarget(
            name: "UnwindSlideshowTests",
            dependencies: [
                "UnwindSlideshow", "UnwindSlideshowTesting", "UnwindConfig", "UnwindDraw", "UnwindInput", "UnwindPhotos", "UnwindRandom",
                "UnwindTime", "UnwindTransitions", "UnwindLocalization", "UnwindTestSupport", "UnwindMedia", "UnwindControl",
            ]
        ),
        .testTarget(
            name: "UnwindLibraryTests",
            dependencies: [
                "UnwindLibrary", "UnwindPhotos", "UnwindSlideshow", "UnwindMedia", "UnwindSync", "UnwindTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "UnwindScenesTests",
            dependencies: [
                "UnwindScenes", "UnwindRuntime", "UnwindPlatform", "UnwindPlatformTesting", "UnwindDraw", "UnwindInput",
                "UnwindTime", "UnwindBreathing", "UnwindLocalization", "UnwindSlideshow", "UnwindPhotos",
                "UnwindTransitions", "UnwindCodecs", "UnwindRandom", "UnwindSlideshowTesting", "UnwindTestSupport", "UnwindMedia",
                "UnwindLibrary", "UnwindVideo", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // Image fixtures are read from the source tree by path, not bundled.
            exclude: ["Fixtures"]
        ),
        // Depends on the examples so `swift test` builds them, then runs each headless.
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["example-fixed-timestep", "example-gamepad-tester", "example-transition", "UnwindTestSupport"]
        ),
        .testTarget(
            name: "UnwindRemoteTests",
            dependencies: [
                "UnwindRemote", "UnwindControl", "UnwindInput", "UnwindConfig", "UnwindLocalization", "UnwindMedia", "UnwindRandom", "UnwindSync",
                "UnwindTestSupport",
            ]
        ),
        .testTarget(name: "UnwindMQTTTests", dependencies: ["UnwindMQTT", "UnwindRemote", "UnwindInput", "UnwindConfig", "UnwindSync", "UnwindTestSupport"]),
        .testTarget(name: "UnwindDisplayPowerTests", dependencies: ["UnwindDisplayPower", "UnwindTestSupport"]),
        .testTarget(name: "UnwindPresenceTests", dependencies: ["UnwindPresence", "UnwindRemote"]),
        .testTarget(name: "UnwindControlTests", dependencies: ["UnwindControl", "UnwindInput"]),
        .testTarget(name: "UnwindWebDAVTests", dependencies: ["UnwindWebDAV", "UnwindMedia", "UnwindPhotos", "UnwindTestSupport"]),
        // Depends on the `unwind` executable so `swift test` builds it for the end-to-end tests.
        .testTarget(
            name: "UnwindCLITests",
            dependencies: [
                "unwind", "UnwindCLI", "UnwindDraw", "UnwindPlatform", "UnwindPlatformTesting", "UnwindRemote", "UnwindSlideshow",
                "UnwindMQTT", "UnwindRuntime", "UnwindTestSupport", "UnwindConfig", "UnwindControl", "UnwindInput", "UnwindSync",
            ]
        ),
    ]
)
