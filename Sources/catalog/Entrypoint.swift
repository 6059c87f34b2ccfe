import CatalogCLI

@main
struct Entrypoint {
  static func main() async {
    await CatalogCommand.start()
  }
}
