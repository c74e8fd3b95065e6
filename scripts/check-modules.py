#!/usr/bin/env python3
"""Checks that the two builds and the sources agree on the module graph.

- Every target's declared dependencies in Package.swift are imported by its sources, and
  every module its sources import is declared (no unused or undeclared dependencies).
- CMakeLists.txt builds the same library modules as Package.swift, each with the same
  dependencies, and fetches each package at the exact version Package.swift pins.
- Only UnwindPlatform (and its test doubles under Tests/Support) import SDL.
- No storage or transport module (library, remote, MQTT, WebDAV, presence, display power,
  video, media, config) nor the engine's input path (input, runtime) reaches the show or
  the command line, and UnwindMedia reaches neither SDL nor the show.
- The show's slide preparation (PhotoPreparer*, PreparedSlide) imports neither SDL nor the
  platform: slides are decoded and composed on CPU pixels; the platform only uploads them.

Run by scripts/test.sh; prints one line per problem and exits 1 if there is any.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Modules every Swift file may import without declaring them.
IMPLICIT = {"Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch", "Testing", "XCTest", "Synchronization"}
# Package products and the module name a source file imports.
PRODUCT_MODULES = {}

# The show and the layers above it.
SHOW = {"UnwindSlideshow", "UnwindScenes", "UnwindCLI"}
# Storage, transport, media and the helpers they stand on: none of them may reach the show.
# The engine's input path (UnwindInput, UnwindRuntime) is here too: a remote command reaches
# the show through the runner's input queue, never through the command line's module.
BELOW_SHOW = {
    "UnwindMedia", "UnwindLibrary", "UnwindRemote", "UnwindMQTT", "UnwindConfig", "UnwindPhotos", "UnwindCodecs", "UnwindSync",
    "UnwindWebDAV", "UnwindPresence", "UnwindDisplayPower", "UnwindVideo", "UnwindInput", "UnwindRuntime",
}

problems = []


def package():
    out = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def target_dir(target):
    if target.get("path"):
        return os.path.join(ROOT, target["path"])
    base = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(ROOT, base, target["name"])


def declared(target):
    names = set()
    for dep in target["dependencies"]:
        kind, value = next(iter(dep.items()))
        names.add(value[0])
    return names


def imports(directory, exclude):
    found = set()
    for folder, dirs, files in os.walk(directory):
        dirs[:] = [d for d in dirs if os.path.join(folder, d) not in exclude]
        for name in files:
            if name.endswith(".swift"):
                found |= imports_of(os.path.join(folder, name))
    return found - IMPLICIT


def swift_sources(directory):
    return any(name.endswith(".swift") for _, _, files in os.walk(directory) for name in files)


def imports_of(path):
    """The modules one Swift file imports."""
    found = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^\s*(?:@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(?:struct\s+|enum\s+|class\s+|func\s+)?([A-Za-z_][A-Za-z0-9_]*)", line)
            if m:
                found.add(m.group(1))
    return found


def cmake():
    text = open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8").read()
    text = re.sub(r"#[^\n]*", "", text)
    modules = {}
    for m in re.finditer(r"unwind_module\(\s*([^)]*)\)", text, re.S):
        parts = m.group(1).split()
        if parts and parts[0] != "name":
            modules[parts[0]] = set(parts[1:])
    fetched = {}
    for m in re.finditer(r"FetchContent_Declare\(\s*(\w+)\s+GIT_REPOSITORY\s+(\S+)\s+GIT_TAG\s+([^\s)]+)", text, re.S):
        fetched[m.group(2).rstrip("/").removesuffix(".git").lower()] = m.group(3)
    # C libraries (a regular target with only C sources): add_library(NAME STATIC ...).
    c_libraries = set(re.findall(r"add_library\(\s*(\w+)\s+STATIC\b", text))
    executables = {}
    for m in re.finditer(r"target_link_libraries\(\s*(unwind(?:-bench)?)\s+PRIVATE\s+([^)]*)\)", text, re.S):
        executables[m.group(1)] = set(m.group(2).split())
    return modules, fetched, executables, c_libraries


def main():
    pkg = package()
    targets = {t["name"]: t for t in pkg["targets"]}
    system = {n for n, t in targets.items() if t["type"] == "system"}
    test_dirs = {target_dir(t) for t in targets.values() if t["type"] == "test"}

    # 1. Declared dependencies == imported modules.
    for name, t in sorted(targets.items()):
        if t["type"] == "system":
            continue
        directory = target_dir(t)
        exclude = {os.path.join(directory, e) for e in t.get("exclude", [])}
        used = imports(directory, exclude) - {name}
        deps = declared(t)
        # A test target may depend on an executable only to have it built for end-to-end runs.
        deps_modules = {d for d in deps if targets.get(d, {}).get("type") != "executable"}
        for d in sorted(deps_modules - used):
            problems.append(f"Package.swift: {name} declares {d} but no file of it imports {d}")
        for d in sorted(used - deps_modules):
            problems.append(f"Package.swift: {name} imports {d} without declaring it")

    # 2. SDL stays in the platform layer.
    for name, t in sorted(targets.items()):
        if t["type"] in ("system", "test"):
            continue
        if "CSDL2" in declared(t) and name not in ("UnwindPlatform", "UnwindPlatformTesting"):
            problems.append(f"{name} depends on CSDL2: only UnwindPlatform (and its test doubles) may")

    # 2b. Layering: storage and transport sit below the show, and media below the platform.
    # Checked on the transitive closure, so a path through a third module counts too.
    def closure(name):
        seen, todo = set(), [name]
        while todo:
            for d in declared(targets.get(todo.pop(), {"dependencies": []})):
                if d not in seen:
                    seen.add(d)
                    todo.append(d)
        return seen

    for name in sorted(BELOW_SHOW):
        if name in targets:
            for d in sorted(closure(name) & SHOW):
                problems.append(f"{name} depends on {d}: storage, transport and media modules may not reach the show")
    if "UnwindMedia" in targets:
        for d in sorted(closure("UnwindMedia") & ({"CSDL2", "UnwindPlatform"} | SHOW)):
            problems.append(f"UnwindMedia depends on {d}: media stays plain Swift, below SDL and the show")

    # 2c. A JPEG reaches the screen through four modules (docs/architecture.md): the slide is
    # decoded and composed on CPU pixels (UnwindMedia) on the decode thread, and the platform
    # only uploads it. The show's preparation files therefore never import the platform.
    preparation = os.path.join(ROOT, "Sources", "UnwindScenes", "Slideshow")
    for folder, _, files in os.walk(preparation):
        for name in sorted(files):
            if not (name.startswith("PhotoPreparer") or name == "PreparedSlide.swift"):
                continue
            path = os.path.join(folder, name)
            for module in sorted(imports_of(path) & {"UnwindPlatform", "CSDL2"}):
                problems.append(f"{os.path.relpath(path, ROOT)} imports {module}: slides are prepared on CPU pixels; only the upload is the platform's")

    # 3. CMake builds the same modules with the same dependencies and versions.
    modules, fetched, executables, c_libraries = cmake()
    # Library modules: every regular target, except test support that no executable links.
    linked_by_executables = set().union(*(declared(t) for t in targets.values() if t["type"] == "executable"))
    libraries = {
        n for n, t in targets.items()
        if t["type"] == "regular" and (not (t.get("path") or "").startswith("Tests/") or n in linked_by_executables)
    }
    # A C target (no Swift file, e.g. CFFmpegLoader) is a plain static C library in CMake.
    c_targets = {n for n in libraries if not swift_sources(target_dir(targets[n]))}
    for name in sorted(c_targets):
        if name not in c_libraries:
            problems.append(f"CMakeLists.txt: no add_library({name} STATIC ...) for Package.swift's C target {name}")
        if declared(targets[name]):
            problems.append(f"Package.swift: C target {name} has dependencies the check cannot compare with CMake's")
    libraries -= c_targets
    for name in sorted(libraries):
        if name not in modules:
            problems.append(f"CMakeLists.txt: no unwind_module({name} ...) for Package.swift's target {name}")
            continue
        if modules[name] != declared(targets[name]):
            problems.append(
                f"CMakeLists.txt: {name} links {sorted(modules[name])}, Package.swift declares {sorted(declared(targets[name]))}"
            )
    for name in sorted(set(modules) - libraries):
        problems.append(f"CMakeLists.txt: unwind_module({name}) has no target in Package.swift")
    for exe in ("unwind", "unwind-bench"):
        if exe not in executables:
            problems.append(f"CMakeLists.txt: executable {exe} is not linked")
        elif executables[exe] != declared(targets[exe]):
            problems.append(f"CMakeLists.txt: {exe} links {sorted(executables[exe])}, Package.swift declares {sorted(declared(targets[exe]))}")
    for dep in pkg["dependencies"]:
        source = dep["sourceControl"][0]
        url = source["location"]["remote"][0]["urlString"].rstrip("/").removesuffix(".git").lower()
        requirement = source["requirement"]
        if "exact" not in requirement:
            problems.append(f"Package.swift: {url} is not pinned with exact: (CMake must fetch the same version)")
            continue
        version = requirement["exact"][0]
        if url not in fetched:
            problems.append(f"CMakeLists.txt: {url} is not fetched")
        elif fetched[url] != version:
            problems.append(f"CMakeLists.txt: {url} at {fetched[url]}, Package.swift pins {version}")

    for p in problems:
        print("check-modules: " + p)
    if not problems:
        print(f"check-modules: {len(targets)} targets, {len(modules)} CMake modules and {len(fetched)} packages agree")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
