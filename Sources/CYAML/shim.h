#ifndef REDUXGEN_CYAML_SHIM_H
#define REDUXGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
