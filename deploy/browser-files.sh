# Sourced by install.sh and upgrade.sh: the front cache's folder of browser files
# (deploy/nginx/club-site.conf serves /_next/static/ from it).

# add_browser_files <build's .next/static> <front's folder>: copies a build's browser files
# in, readable by nginx's user and owned by whoever runs it (root). Their names carry a hash
# of their content, so a file already there is the same file: it is left as it is, never
# rewritten while the front serves it.
add_browser_files() {
  tar -C "$1" --mode=a+rX -cf - . | tar -C "$2" --no-same-owner --skip-old-files -xf -
}
