#!/usr/bin/env python3
"""Writes the generation benchmark's workload: one reduxgen spec and the equivalent OpenAPI 3 document.

    scripts/bench-workload.py N OUTPUT_FOLDER

writes OUTPUT_FOLDER/Bench.yaml (the spec) and OUTPUT_FOLDER/openapi.yaml. The API has N GET endpoints;
endpoint i returns its own model `ItemI` of six fields (String, Int, Double, Bool, Date, [String]), and the
spec stores each response into its own optional state field. The OpenAPI document declares the same
operations and schemas, so both generators describe the same API.
"""

import os
import sys

FIELDS = [
    # (name, reduxgen type, OpenAPI schema)
    ("title", "String", "{ type: string }"),
    ("count", "Int", "{ type: integer }"),
    ("score", "Double", "{ type: number, format: double }"),
    ("isActive", "Bool", "{ type: boolean }"),
    ("updatedAt", "Date", "{ type: string, format: date-time }"),
    ("tags", "[String]", "{ type: array, items: { type: string } }"),
]


def names(count):
    width = len(str(count))
    for index in range(1, count + 1):
        number = str(index).zfill(width)
        yield f"Item{number}", f"item{number}", f"loadItem{number}", f"/items/{number}"


def spec(count):
    lines = [
        "# The generation benchmark's workload (scripts/bench-workload.py).",
        "feature: Bench",
        "",
        "api:",
        "  baseURL: http://localhost:8080",
        "",
        "models:",
    ]
    for model, _, _, _ in names(count):
        lines.append(f"  {model}:")
        lines.append("    fields:")
        lines.extend(f"      {field}: \"{swift_type}\"" for field, swift_type, _ in FIELDS)
    lines += ["", "state:"]
    for model, field, _, _ in names(count):
        lines.append(f"  {field}: {{ type: \"{model}?\", default: null }}")
    lines += ["", "actions:", "  appeared: {}", "", "endpoints:"]
    for model, field, endpoint, path in names(count):
        lines += [
            f"  {endpoint}:",
            "    method: GET",
            f"    path: {path}",
            f"    response: {model}",
            f"    store: {field}",
        ]
    return "\n".join(lines) + "\n"


def openapi(count):
    lines = [
        "# The generation benchmark's workload (scripts/bench-workload.py), as OpenAPI 3.",
        "openapi: 3.1.0",
        "info: { title: Bench, version: 1.0.0 }",
        "servers:",
        "  - url: http://localhost:8080",
        "paths:",
    ]
    for model, _, endpoint, path in names(count):
        lines += [
            f"  {path}:",
            "    get:",
            f"      operationId: {endpoint}",
            "      responses:",
            "        '200':",
            "          description: OK",
            "          content:",
            "            application/json:",
            f"              schema: {{ $ref: '#/components/schemas/{model}' }}",
        ]
    lines += ["components:", "  schemas:"]
    required = ", ".join(field for field, _, _ in FIELDS)
    for model, _, _, _ in names(count):
        lines += [f"    {model}:", "      type: object", f"      required: [{required}]", "      properties:"]
        lines.extend(f"        {field}: {schema}" for field, _, schema in FIELDS)
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit("usage: bench-workload.py N OUTPUT_FOLDER")
    count, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Bench.yaml"), "w") as file:
        file.write(spec(count))
    with open(os.path.join(folder, "openapi.yaml"), "w") as file:
        file.write(openapi(count))


if __name__ == "__main__":
    main()
