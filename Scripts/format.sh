#!/usr/bin/env bash
# Formats the Swift sources in place with the committed .swift-format, then lints them as the
# test command does.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive --parallel Sources Tests Benchmarks Fuzz Plugins Package.swift
swift format lint --strict --recursive --parallel Sources Tests Benchmarks Fuzz Plugins Package.swift
