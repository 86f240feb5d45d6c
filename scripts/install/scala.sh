#!/usr/bin/env bash
# Installs what building generated Scala needs: a JDK and Maven (Debian packages), then
# pre-fetches the Maven artifacts of the Scala harness (test/harness/scala/pom.xml: Scala 3
# library, scala-maven-plugin and the compiler it resolves, the dependency plugin) by building a
# one-line program with that pom, and those of the runtime's own tests (runtime/scala/pom.xml:
# munit, Surefire and its JUnit 4 provider) by running one of its suites, so test builds can run
# offline (`mvn -o`).
# Idempotent: skips what is already present; non-interactive.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v java >/dev/null 2>&1 || ! command -v mvn >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends openjdk-17-jdk-headless maven
fi

stamp_dir="${HOME}/.m2/jsongen"
stamp="${stamp_dir}/scala-harness-$(sha256sum test/harness/scala/pom.xml | cut -c1-16)"
runtime_stamp="${stamp_dir}/scala-runtime-$(sha256sum runtime/scala/pom.xml | cut -c1-16)"
if [ -e "$stamp" ] && [ -e "$runtime_stamp" ]; then
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$stamp_dir"
if [ ! -e "$stamp" ]; then
  cp test/harness/scala/pom.xml "$work/pom.xml"
  mkdir -p "$work/src/main/scala"
  printf 'object Prefetch:\n  def main(args: Array[String]): Unit = println(args.length)\n' > "$work/src/main/scala/Prefetch.scala"
  (cd "$work" && mvn -B -q compile dependency:build-classpath -Dmdep.outputFile=classpath.txt)
  : > "$stamp"
fi
if [ ! -e "$runtime_stamp" ]; then
  (cd runtime/scala && mvn -B -q test -Dtest=TypesSuite -Druntime.build.dir="$work/runtime")
  : > "$runtime_stamp"
fi
