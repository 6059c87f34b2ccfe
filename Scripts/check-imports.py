#!/usr/bin/env python3
"""Fails when a target imports a module that Package.swift does not declare for it, or when a
module no library product provides declares something `public`.

SwiftPM on Linux lets a target import any module that happens to be built before it (a sibling's
dependency, a transitive product), so an undeclared import compiles today and breaks the day the
graph changes. This reads the package description (`swift package dump-package`) and every
`import X` line of each target's sources, and lists each import that is neither a declared
dependency nor a module of the toolchain.

A module that no library product reaches (the runner, storage, the CLI, the server, the recording
file reader, the test support) has no clients outside this package, so what other targets call is
`package`; `public` is kept for the API a team's code may call through `TransitionEngine`,
`CatalogTesting` and `CatalogSnapshotTesting` (CONTRIBUTING.md, "Code").

Usage: Scripts/check-imports.py [PACKAGE_DIR]   (exit 0 clean, 1 undeclared imports, 2 failure)
"""

import json
import os
import re
import subprocess
import sys

# Modules every target may import: the toolchain's own.
TOOLCHAIN = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch",
    "Glibc", "Musl", "Darwin", "Android", "WinSDK", "Synchronization", "Observation", "Testing",
    "XCTest", "_Concurrency", "Swift", "os", "CoreFoundation", "SwiftShims",
}

# Imports are top-level declarations: a line that starts with one (attributes first, no
# indentation), which keeps the words of a doc comment or a multi-line string out of it.
IMPORT = re.compile(
    r"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def product_modules(package_dir):
    """Maps a product name to the modules it provides, for the package's dependencies."""
    modules = {}
    checkouts = os.path.join(package_dir, ".build", "checkouts")
    if not os.path.isdir(checkouts):
        return modules
    for name in os.listdir(checkouts):
        path = os.path.join(checkouts, name)
        try:
            out = subprocess.run(["swift", "package", "dump-package"], cwd=path, capture_output=True,
                                 text=True, check=True).stdout
        except (subprocess.CalledProcessError, OSError):
            continue
        description = json.loads(out)
        for product in description.get("products", []):
            modules.setdefault(product["name"], set()).update(product.get("targets", []))
    return modules


def declared(target, products):
    names = set()
    for dependency in target["dependencies"]:
        kind, value = next(iter(dependency.items()))
        name = value[0]
        names.add(name)
        if kind == "product":
            names.update(products.get(name, ()))
    return names


# A declaration's access keyword: attributes first, then `public` or `open` before the keyword.
PUBLIC = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public|open)\b(?=[\s(])")


def library_modules(package):
    """The package's targets a library product provides, with the targets they depend on."""
    targets = {target["name"]: target for target in package["targets"]}
    pending = [name for product in package["products"] if "library" in product["type"]
               for name in product["targets"]]
    reached = set()
    while pending:
        name = pending.pop()
        if name in reached or name not in targets:
            continue
        reached.add(name)
        for dependency in targets[name]["dependencies"]:
            kind, value = next(iter(dependency.items()))
            if kind in ("byName", "target"):
                pending.append(value[0])
    return reached


def main():
    package_dir = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    try:
        out = subprocess.run(["swift", "package", "dump-package"], cwd=package_dir, capture_output=True,
                             text=True, check=True).stdout
    except (subprocess.CalledProcessError, OSError) as error:
        print(f"check-imports: could not read the package description: {error}", file=sys.stderr)
        return 2
    package = json.loads(out)
    products = product_modules(package_dir)
    libraries = library_modules(package)
    problems = []
    for target in package["targets"]:
        name = target["name"]
        default_root = "Tests" if target["type"] == "test" else "Sources"
        root = os.path.join(package_dir, target.get("path") or os.path.join(default_root, name))
        allowed = declared(target, products) | TOOLCHAIN | {name}
        internal_only = target["type"] != "test" and name not in libraries
        for folder, _, files in os.walk(root):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(folder, file)
                with open(path, encoding="utf-8") as handle:
                    for number, line in enumerate(handle, 1):
                        if internal_only and PUBLIC.match(line):
                            relative = os.path.relpath(path, package_dir)
                            problems.append(f"{relative}:{number}: target '{name}' is in no library product, "
                                            f"so this declaration is 'package', not 'public'")
                        match = IMPORT.match(line)
                        if match and match.group(1) not in allowed:
                            relative = os.path.relpath(path, package_dir)
                            problems.append(f"{relative}:{number}: target '{name}' imports '{match.group(1)}', "
                                            f"which Package.swift does not declare for it")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-imports: {len(problems)} problem(s); declare each import's dependency in Package.swift "
              f"(or remove the import), and give what only this package calls 'package' access", file=sys.stderr)
        return 1
    print("check-imports: every import is declared; only library products' modules declare 'public'")
    return 0


if __name__ == "__main__":
    sys.exit(main())
