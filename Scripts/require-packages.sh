#!/usr/bin/env bash
# Installs the Debian packages named on the command line when they are missing: as root with
# apt-get, else with sudo when it works without a password; otherwise it says which packages to
# install and fails. Used by Scripts/test.sh so that the test command alone passes on a fresh
# machine.
#
# Usage: Scripts/require-packages.sh PACKAGE...
set -euo pipefail

missing=()
for package in "$@"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "require-packages: installing ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq && sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "require-packages: the tests need these Debian packages: ${missing[*]}" >&2
  echo "require-packages: install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
