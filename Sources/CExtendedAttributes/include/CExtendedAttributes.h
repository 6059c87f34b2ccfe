// Linux extended attributes (getxattr(2), setxattr(2)), which Swift's Glibc module does not
// export. CatalogStorage keeps the catalog's health mark in one (see HealthMark.swift).
#ifndef C_EXTENDED_ATTRIBUTES_H
#define C_EXTENDED_ATTRIBUTES_H
#if defined(__linux__) || defined(__APPLE__)
#include <sys/xattr.h>
#endif
#endif
