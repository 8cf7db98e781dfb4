/*
 * The generation benchmark's floor: the least work any generator of this workload does.
 *
 *     bench-floor SPEC OUTPUT_FOLDER SIZE...
 *
 * parses SPEC with libyaml (every event, as reduxgen's loader does) and writes one file per SIZE into
 * OUTPUT_FOLDER (floor-1.swift, floor-2.swift, ...), each of SIZE bytes: as many files and bytes as
 * reduxgen writes for the same spec. Built by scripts/bench-generation.sh with `cc -O2 ... -lyaml`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static long parse_events(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(2); }
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: YAML error: %s\n", path, parser.problem ? parser.problem : "unknown");
            exit(1);
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        events++;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return events;
}

static void write_file(const char *folder, int index, long size) {
    char path[4096];
    snprintf(path, sizeof path, "%s/floor-%d.swift", folder, index);
    FILE *file = fopen(path, "wb");
    if (!file) { perror(path); exit(2); }
    static char line[64];
    memset(line, ' ', sizeof line - 1);
    line[sizeof line - 1] = '\n';
    while (size > 0) {
        long chunk = size < (long)sizeof line ? size : (long)sizeof line;
        fwrite(line, 1, (size_t)chunk, file);
        size -= chunk;
    }
    if (fclose(file) != 0) { perror(path); exit(2); }
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: bench-floor SPEC OUTPUT_FOLDER SIZE...\n");
        return 2;
    }
    long events = parse_events(argv[1]);
    for (int index = 3; index < argc; index++) write_file(argv[2], index - 2, atol(argv[index]));
    return events > 0 ? 0 : 1;
}
