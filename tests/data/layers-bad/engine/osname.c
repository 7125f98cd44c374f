/* breaks the layers: only platform/ asks which system it is on */
#ifdef _WIN32
#endif
