print("catalog-benchmark: nothing yet")
